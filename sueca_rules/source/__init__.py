"""The front of the pipeline: source text (DSL or YAML) to a located plain dictionary."""
