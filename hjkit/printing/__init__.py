"""The print-and-play generator: card data in, print-ready PDFs of books and atlases out.

`generator.build.build_paths` is what `hjkit build` runs; `generator.render.card_png`
renders one card face as the companion's rulings page shows it.
"""
