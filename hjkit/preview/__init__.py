"""`hjkit preview FOLDER`: a page for card designers showing every card of a folder's sets
as printed and every part's sheets as imposed, redrawn as its files are saved.

live.py keeps the state (the last good drawing, the problems, a version), watch.py polls
the folder, app.py serves the page; hjkit.generator.preview says what is drawn."""
