"""The bidding area: an auction for the trump before the play, and the contract it makes."""
