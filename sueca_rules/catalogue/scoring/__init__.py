"""The scoring area: bands of card points and the game points each scores, the bandeira
(every trick, or every card point), all the points without every trick, and a tie (half the
points each): nobody scoring or the hand void, and what it adds to the next decided hand."""
