"""The words layer: locales and catalogs (:mod:`.i18n`), the small grammar the rulebooks need
(:mod:`.grammar`) and the table's words and texts (:mod:`.speaker`). It knows no rule: the
rule catalogue speaks through it."""
