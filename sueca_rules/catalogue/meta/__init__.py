"""The meta area: what a variant is (its name, title, description, parent, region and
language), the documents it is taken from, the choices a table makes (table options), the
table's own words, and the variant's texts in other languages. None of these is played: the
engine reads only the option values the rules were compiled with."""
