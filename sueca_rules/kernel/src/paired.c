/* Paired chunks. Each deck is shuffled once for every variant. Without `replay`, the hand is
 * dealt by seat 0 and played once, then seated where each variant's own match deals it
 * (turned by the seats between: the played hand is the same) and scored by that variant:
 * valid where the variants play the cards alike and every seat has the same bot. With
 * `replay`, the same deck is dealt by each variant's own dealer and played by that variant's
 * rules (and bots' values): valid where the variants deal alike. */
#include "chunk.h"
#include <stdlib.h>
#include <string.h>

#define MAX_PAIRED 8

typedef struct {
    Flow *f;
    const Tables *t;
    Rng deals;
    int id, played, n, cap, *history, active;
    long matches_done;
    ChunkOut *out;     /* this variant's own hands */
    ChunkOut *joint;   /* (the first variant's key, this variant's key), v >= 1 */
} Seat;

static int seat_start(Seat *s, int names) {
    (void)names;
    int first = s->t->random_first_dealer ? rng_below(&s->deals, 4) : s->t->first_dealer;
    s->id = flow_start(s->f, first);
    s->n = 0; s->played = 0;
    if (s->id < 0) return -1;
    return push(&s->history, &s->n, &s->cap, s->f->scores[s->id]);
}

static int seat_end(Seat *s, int names) {
    ChunkOut *o = s->out;
    if (s->f->winner[s->id] < 0) return 0;
    o->matches++;
    o->team0_wins += s->f->winner[s->id] == 0;
    o->match_hands += s->played;
    o->match_hands_sq += (long)s->played * s->played;
    o->match_lengths[s->played < MATCH_LENGTHS ? s->played : MATCH_LENGTHS - 1]++;
    if (!names) return 0; /* the match's scores, then its winner */
    if (push(&s->history, &s->n, &s->cap, s->f->winner[s->id]) < 0) return -1;
    return flow_names(s->f, s->history, s->n, o->names, MAX_NAMES);
}

/* Play a paired chunk for `nv` variants (flows[v], tables[v]); the cards by tables[0]. */
int paired_run(Flow **flows, const Tables **tables, int nv, Solver *solver, const ChunkArgs *a,
               const int *names, ChunkOut *outs, ChunkOut *joints, int replay) {
    Seat seats[MAX_PAIRED];
    Rng hands, bot[2];
    rng_seed(&hands, a->seed_hands);
    rng_seed(&bot[0], a->seed_bot[0]);
    rng_seed(&bot[1], a->seed_bot[1]);
    const Tables *t = tables[0];
    int status = 0;
    for (int v = 0; v < nv; v++) {
        Seat *s = &seats[v];
        memset(s, 0, sizeof *s);
        s->f = flows[v]; s->t = tables[v]; s->out = &outs[v]; s->joint = &joints[v];
        rng_seed(&s->deals, a->seed_deals);
        s->cap = 64; s->history = malloc(s->cap * sizeof(int)); s->active = 1;
        if (!s->history) { PyErr_NoMemory(); status = -1; }
        else if (seat_start(s, names[v]) < 0) status = -1;
    }
    long hands_done = 0;
    Hand h;
    u64 keys[MAX_PAIRED];
    while (status == 0) {
        int any = 0;
        for (int v = 0; v < nv; v++) any |= seats[v].active;
        if (!any || (!a->matches_mode && hands_done >= a->count)) break;
        int proc = t->fixed_proc >= 0 ? t->fixed_proc : t->nprocs == 1 ? 0 : rng_below(&bot[0], t->nprocs);
        signed char deck[NCARDS];
        shuffle_deck(&hands, deck);
        int kind = t->trump_kind[proc];
        int cut = kind == 2 ? t->unused_suit[rng_below(&hands, t->n_unused)] : 0;
        int pick = kind == 3 ? rng_below(&hands, 10) : 0;
        if (!replay) {
            hand_deal(t, &h, deck, 0, proc, cut, pick);
            play_hand(t, &h, a->bots, bot, solver, NULL, &a->expert, &outs[0].decisions, &outs[0].nodes);
        }
        hands_done++;
        for (int v = 0; v < nv && status == 0; v++) {
            Seat *s = &seats[v];
            if (!s->active) continue;
            int dealer = s->f->dealer[s->id], p0, t0, lteam;
            if (replay) { /* this deck, dealt by this variant's dealer, played by its rules */
                const int *values = NULL;
                if (a->bots[0] == BOT_EXPERT || a->bots[1] == BOT_EXPERT)
                    if (!(values = flow_values(s->f, s->id))) { status = -1; break; }
                hand_deal(s->t, &h, deck, dealer, proc, cut, pick);
                play_hand(s->t, &h, a->bots, bot, solver, values, &a->expert, &s->out->decisions, &s->out->nodes);
                p0 = h.points[0]; t0 = h.tricks[0]; lteam = h.leader0 & 1;
            } else {
                p0 = h.points[0]; t0 = h.tricks[0]; lteam = (dealer + t->leader[proc]) & 1;
                if (dealer & 1) { p0 = t->total - p0; t0 = 10 - t0; }
            }
            keys[v] = OUTCOME(p0, t0, s->f->ties[s->id], dealer & 1, lteam, proc);
            s->out->dealt++;
            s->played++;
            if (hist_add(s->out, keys[v], 1) < 0) { status = -1; break; }
            if (v > 0 && seats[0].active && hist_add(s->joint, (keys[0] & 0xFFFFFFFFULL) | keys[v] << 32, 1) < 0) {
                status = -1; break;
            }
            if ((s->id = flow_step(s->f, s->id, p0, t0)) < 0
                || push(&s->history, &s->n, &s->cap, s->f->scores[s->id]) < 0) { status = -1; break; }
            if (s->f->winner[s->id] >= 0) {
                if (seat_end(s, names[v]) < 0) { status = -1; break; }
                if (a->matches_mode && ++s->matches_done >= a->count) s->active = 0;
                else if (seat_start(s, names[v]) < 0) status = -1;
            }
        }
    }
    for (int v = 0; v < nv; v++) free(seats[v].history);
    return status;
}
