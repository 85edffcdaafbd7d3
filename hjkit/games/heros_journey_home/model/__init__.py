"""Hero's Journey Home's card model: typed, frozen cards and the loader."""
