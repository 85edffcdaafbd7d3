"""The Hero's Journey v3's pages: card rulings, the rules page with the kit's rulings on the
draft's open questions, and the phone scripts that draw the table."""
