"""The print pipeline for any game: sheets, imposition, bleed, crop marks, duplex, text
fitting, fonts, QR codes and rendering; geometry as data in layouts/*.yaml.

`hjkit.generator.build.build_paths` is what `hjkit build` runs: it asks the game whose card
data lies under the paths for its print jobs. `hjkit.generator.render.side_png` renders one
card side as the companion's rulings pages show it.
"""
