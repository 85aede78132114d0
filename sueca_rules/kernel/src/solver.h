/* Exact search: alpha-beta over card points, with a transposition table at trick starts,
 * move ordering and equivalent cards searched once. */
#ifndef SUECA_SOLVER_H
#define SUECA_SOLVER_H
#include "kernel.h"

typedef struct {
    u64 hand[4];
    int trick[4], len, leader, turn, trump, trump_played;
} Pos;

struct Solver {
    u64 *keys;
    unsigned char *lo, *hi;
    signed char *best;
    u64 mask;
    u64 generation;
    long nodes;
    const Tables *t;
};

void solver_new_world(Solver *s); /* forget the last world's positions */
/* Team 0's card points from `p` on (the trick in progress included), playing perfectly. */
int solve(Solver *s, Pos *p, int alpha, int beta);
void pos_play(const Tables *t, Pos *p, int card, int *team0_points);
/* The legal cards worth searching: one of each run of equivalent cards (same suit, same
 * points, no card between them still in play). `alive`: cards in hands or in the trick. */
u64 distinct_moves(const Tables *t, u64 legal, u64 alive);

/* What a seat knows of where the cards it has not seen are (expert.c): each seat's cards for
 * certain, the cards it cannot hold, how many it holds beside them, the cards to share out. */
typedef struct {
    u64 fixed[4], barred[4], free_cards;
    int room[4], me;
} Deal;
/* 1: worlds can be dealt; 0: a seat holds fewer cards than it is known to; -1: the counts do
 * not add up. */
int deal_setup(const Tables *t, const Hand *h, Deal *d);
/* One world consistent with `d` (each seat's cards in world[seat]); 0 if none was found. */
int deal_world(Rng *rng, const Deal *d, u64 *world);

#endif
