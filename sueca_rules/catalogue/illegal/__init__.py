"""The illegal area: what happens to a card the rules do not allow (refused, or accepted and
punished when the other team accuses), when an accusation may be made, what a proven revoke
and an accusation not proven cost, and the infractions a table declares (talking, a misdeal,
looking back, playing out of turn), each with its penalty (see :mod:`.models`)."""
