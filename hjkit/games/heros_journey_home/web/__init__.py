"""Hero's Journey Home's pages and phone scripts."""
