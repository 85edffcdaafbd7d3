"""The Hero's Journey v3's rules, pure: immutable state, apply(state, action) answering with
the new state and its events or a refusal naming the rule, legal_actions(state), and a
seeded generator for the table's random steps."""
