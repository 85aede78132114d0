/* Inference: how well a world explains the plays seen. Each seat but the one deciding is
 * modelled as a greedy player; a world in which a seat's past play is not what greedy would
 * have played with that seat's cards there (nor a card equivalent to it) counts for less:
 * its weight is multiplied by miss_weight / 100 per such play. */
#include "solver.h"

/* The plays seen, each with what the seat knew then (computed once per decision). */
void past_of(const Tables *t, const Hand *h, Past *out) {
    int total = h->ntricks * 4 + h->trick_len, trump_played = 0;
    u64 before = 0;
    out->n = 0;
    for (int k = 0; k * 4 < total; k++) {
        int leader = k < h->ntricks ? h->trick_leaders[k] : h->leader, trick[4];
        for (int i = 0; i < 4 && k * 4 + i < total; i++) {
            int j = k * 4 + i, c = h->moves[j];
            out->seat[j] = (signed char)((leader + t->step * i) & 3);
            out->card[j] = (signed char)c;
            out->len[j] = (signed char)i;
            out->leader[j] = (signed char)leader;
            out->trump_played[j] = (signed char)trump_played;
            for (int q = 0; q < i; q++) out->trick[j][q] = trick[q];
            out->before[j] = before;
            before |= (u64)1 << c;
            trick[i] = c;
            out->n = j + 1;
        }
        if (k < h->ntricks && trick[trick_winner_pos(trick, h->trump)] / 10 == h->trump) trump_played = 1;
    }
}

/* Whether cards a and b are the same card in effect (one suit, equal points, none of the
 * cards between them still to be played: `alive`). */
static int equivalent(const Tables *t, int a, int b, u64 alive) {
    if (a == b) return 1;
    if (a / 10 != b / 10 || t->points[a] != t->points[b]) return 0;
    int lo = a < b ? a : b, hi = a < b ? b : a;
    u64 between = (((u64)1 << hi) - 1) & ~(((u64)1 << (lo + 1)) - 1);
    return !(alive & between);
}

/* The weight of `world` (each seat's cards now; `me` holds its own) given the plays seen. */
double world_weight(const Tables *t, const Past *past, const u64 *world, int me, int trump, int miss_weight) {
    u64 held[4] = {world[0], world[1], world[2], world[3]};
    double w = 1.0, miss = miss_weight / 100.0;
    for (int j = past->n - 1; j >= 0; j--) {
        int s = past->seat[j], c = past->card[j], by_hand;
        held[s] |= (u64)1 << c; /* the seat's cards when it played c */
        if (s == me) continue;
        u64 legal = legal_mask(t, held[s], past->trick[j], past->len[j], trump, past->trump_played[j], &by_hand);
        if (!(legal >> c & 1) || !(legal & (legal - 1))) continue; /* a revoke, or no choice */
        int list[10], n = 0;
        for (u64 m = legal; m; m &= m - 1) list[n++] = ctz64(m);
        u64 alive = (((u64)1 << NCARDS) - 1) & ~past->before[j];
        int g = greedy_decide(t, s, list, n, past->trick[j], past->len[j], past->leader[j], trump,
                              alive & ~held[s]);
        if (!equivalent(t, g, c, alive & ~((u64)1 << c) & ~((u64)1 << g))) w *= miss;
    }
    return w;
}
