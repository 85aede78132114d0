/* A chunk of simulation: matches (or hands) dealt, played and counted, as play/table.py does. */
#ifndef SUECA_CHUNK_H
#define SUECA_CHUNK_H
#include "flow.h"

#define BOT_RANDOM 0
#define BOT_GREEDY 1
#define BOT_EXPERT 2
#define MAX_REDEALS 3
#define MAX_NAMES 64
#define MATCH_LENGTHS 128    /* matches of 0..126 hands counted by length, longer ones at 127 */

typedef struct {
    int matches_mode;
    long count;
    u64 seed_deals, seed_bot[2];
    int bots[2];             /* per team */
    ExpertParams expert;
    int names;               /* the variant names results: report each match's history */
    u64 seed_hands;          /* paired chunks: the stream that deals every hand (paired.c) */
} ChunkArgs;

typedef struct {
    u64 *keys; long *vals; int cap, used;
    long dealt, redeals, redeal_proc[MAXPROCS];
    long matches, team0_wins, match_hands, match_hands_sq;
    long match_lengths[MATCH_LENGTHS];
    long names[MAX_NAMES];
    long decisions, nodes;
} ChunkOut;

/* A played-out hand's outcome key: team 0's points and tricks, the ties before, the dealer's
 * and the first leader's teams, the procedure. */
#define OUTCOME(p0, t0, ties, dteam, lteam, proc) \
    ((u64)(p0) | (u64)(t0) << 8 | (u64)(dteam) << 12 | (u64)(lteam) << 13 | (u64)(proc) << 14 | (u64)(ties) << 20)

void chunk_out_free(ChunkOut *o);
int hist_add(ChunkOut *o, u64 key, long n);
int push(int **history, int *n, int *cap, int id);
int paired_run(Flow **flows, const Tables **tables, int nv, Solver *solver, const ChunkArgs *a,
               const int *names, ChunkOut *outs, ChunkOut *joints, int replay);
int chunk_run(const Tables *t, Flow *f, Solver *solver, const ChunkArgs *a, ChunkOut *o);
void play_hand(const Tables *t, Hand *h, const int *bots, Rng *bot_rng, Solver *solver,
               const int *values, const ExpertParams *ep, long *decisions, long *nodes);
void shuffle_deck(Rng *r, signed char *deck);

#endif
