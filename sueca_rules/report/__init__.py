"""What a simulation found, for other programs and for people: CSV rows (:mod:`.rows`) and
one self-contained HTML page with SVG charts (:mod:`.page`, drawn by :mod:`.charts`). No
plotting library: the charts are a few rectangles and lines, written as SVG by hand."""
