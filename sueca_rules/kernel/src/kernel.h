/* The playout kernel: Sueca hands dealt and played over tables compiled from Rules.
 *
 * Cards are ints 0..39, card = suit * 10 + strength index (0 = the suit's strongest), as in
 * sueca_rules/compiled.py; a hand is also a 40-bit mask (card c is bit c). Seats 0..3, team =
 * seat % 2. Every random choice comes from a xoshiro256** stream seeded from a 64-bit seed
 * (integer arithmetic only: the same seed plays the same hands on any machine).
 */
#ifndef SUECA_KERNEL_H
#define SUECA_KERNEL_H

#include <stdint.h>

#define NCARDS 40
#define MAXPROCS 8
#define FAT 10

typedef uint64_t u64;
typedef uint32_t u32;

#if defined(_MSC_VER)
#include <intrin.h>
static __inline int ctz64(u64 m) { unsigned long i; _BitScanForward64(&i, m); return (int)i; }
static __inline int popcount64(u64 m) { return (int)__popcnt64(m); }
#else
static inline int ctz64(u64 m) { return __builtin_ctzll(m); }
static inline int popcount64(u64 m) { return __builtin_popcountll(m); }
#endif

typedef struct { u64 s[4]; } Rng;
void rng_seed(Rng *r, u64 seed);
u64 rng_next(Rng *r);
int rng_below(Rng *r, int n); /* uniform in 0..n-1, unbiased */

typedef struct {
    int step;                       /* +1 clockwise, -1 anticlockwise */
    int points[NCARDS];
    int total;
    int must_follow, must_overtake, must_trump, must_overtrump, trump_lead_after;
    int nprocs;
    signed char take[MAXPROCS][NCARDS]; /* deck position -> recipient, relative to the dealer */
    int trump_kind[MAXPROCS];       /* 0 last-card, 1 first-card, 2 cut-unused, 3 dealer-random */
    int leader[MAXPROCS];           /* first leader, relative to the dealer */
    int n_unused;
    int unused_suit[NCARDS];        /* suits of the cards left out (cut for trump) */
    int random_first_dealer, first_dealer;
    int fixed_proc;                 /* -1: the dealer's bot chooses */
    int redeal_leader_below, redeal_others_below; /* -1: no redeal */
    int redeal_same_dealer;
    /* greedy's tables (sueca_rules/play/bots.py: Tables) */
    u64 stronger[NCARDS];
    int cheap[4][NCARDS], rich[4][NCARDS], fat_key[NCARDS], power[16][NCARDS];
    signed char cheapest[1024], richest[1024], most_points[1024], fattest[1024];
    short suit_points[4][1024];     /* the card points of a suit's cards, given as rank bits */
} Tables;

void tables_prepare(Tables *t); /* the greedy tables, from points */

typedef struct {
    signed char order[NCARDS];      /* when each card was received (its deck position) */
    signed char dealt[4][10];       /* each seat's cards in the order received (played ones too:
                                       the masks say which are still held) */
    int n[4];
    u64 mask[4];
    int trump, trump_card, holder, dealer, leader0, proc;
    int turn, leader;               /* the seat to move, the trick's leader */
    int trick[4], trick_len;
    int trump_played;
    int points[2], tricks[2], ntricks;
    signed char moves[NCARDS];      /* every card played, in order */
    u64 gone;                       /* cards played that `moves` does not show (a seat that
                                       forgot a trick it could not look at again) */
    signed char trick_leaders[10];
} Hand;

/* The legal cards of `hand` (a mask) for a trick so far; *ordered_by_hand says whether the
 * legal cards come in the order the seat received them (1) or strongest first (0). */
u64 legal_mask(const Tables *t, u64 hand, const int *trick, int len, int trump, int trump_played,
               int *ordered_by_hand);
int legal_list(const Tables *t, const Hand *h, int seat, int *out);
int nth_bit(u64 m, int k);
void hand_deal(const Tables *t, Hand *h, const signed char *deck, int dealer, int proc,
               int trump_suit_cut, int pick);
void hand_play(const Tables *t, Hand *h, int card);
int trick_winner_pos(const int *trick, int trump);

int greedy_decide(const Tables *t, int seat, const int *legal, int n, const int *trick, int len,
                  int leader, int trump, u64 unseen);

/* Exact search (solver.c) and the expert (expert.c). */
typedef struct Solver Solver;
Solver *solver_new(int log_size);
void solver_free(Solver *s);

typedef struct {
    int worlds;          /* sampled worlds per decision */
    int exact_cards;     /* solve exactly when at most this many cards are left */
    int rollout_to;      /* else greedy play until this many cards are left, then solve */
    long node_budget;    /* nodes of exact search per decision (0: no limit); deterministic */
    double millis;       /* CPU milliseconds per decision (0: no limit); not deterministic */
} ExpertParams;

/* What the seat to move knows, and its choice. `values[p]` is team 0's worth of ending the
 * hand with p card points (p = 0..total). Returns the card. */
int expert_choose(const Tables *t, Solver *s, const Hand *h, const int *values,
                  const ExpertParams *p, Rng *rng, long *nodes);

#endif
