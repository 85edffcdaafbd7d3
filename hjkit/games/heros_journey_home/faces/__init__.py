"""Hero's Journey Home's print-and-play pieces."""
