"""Hero's Journey Home's pure rules: immutable state, apply and legal_actions."""
