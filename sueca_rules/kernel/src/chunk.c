#include "chunk.h"
#include <stdlib.h>
#include <string.h>

int hist_add(ChunkOut *o, u64 key, long n) {
    if (2 * (o->used + 1) > o->cap) {
        int cap = o->cap ? 2 * o->cap : 1024;
        u64 *keys = calloc(cap, sizeof(u64));
        long *vals = calloc(cap, sizeof(long));
        if (!keys || !vals) { free(keys); free(vals); PyErr_NoMemory(); return -1; }
        for (int i = 0; i < o->cap; i++) {
            if (!o->vals[i]) continue;
            u64 k = o->keys[i];
            int j = (int)((k * 0x9E3779B97F4A7C15ULL) >> 40) & (cap - 1);
            while (vals[j]) j = (j + 1) & (cap - 1);
            keys[j] = k; vals[j] = o->vals[i];
        }
        free(o->keys); free(o->vals);
        o->keys = keys; o->vals = vals; o->cap = cap;
    }
    int j = (int)((key * 0x9E3779B97F4A7C15ULL) >> 40) & (o->cap - 1);
    while (o->vals[j] && o->keys[j] != key) j = (j + 1) & (o->cap - 1);
    if (!o->vals[j]) { o->keys[j] = key; o->used++; }
    o->vals[j] += n;
    return 0;
}

void chunk_out_free(ChunkOut *o) { free(o->keys); free(o->vals); o->keys = NULL; o->vals = NULL; }

void shuffle_deck(Rng *r, signed char *deck) {
    for (int i = 0; i < NCARDS; i++) deck[i] = (signed char)i;
    for (int i = NCARDS - 1; i > 0; i--) {
        int j = rng_below(r, i + 1);
        signed char x = deck[i]; deck[i] = deck[j]; deck[j] = x;
    }
}

void play_hand(const Tables *t, Hand *h, const int *bots, Rng *bot_rng, Solver *solver,
               const int *values, const ExpertParams *ep, long *decisions, long *nodes) {
    int legal[10];
    while (h->ntricks < 10) {
        int seat = h->turn, card, kind = bots[seat & 1], n;
        if (kind == BOT_RANDOM) { /* any order will do: the legal cards as bits */
            int by_hand;
            u64 m = legal_mask(t, h->mask[seat], h->trick, h->trick_len, h->trump, h->trump_played, &by_hand);
            n = popcount64(m);
            hand_play(t, h, n == 1 ? ctz64(m) : nth_bit(m, rng_below(&bot_rng[seat & 1], n)));
            continue;
        }
        n = legal_list(t, h, seat, legal);
        if (n == 1) card = legal[0];
        else if (kind == BOT_GREEDY) {
            u64 unseen = (h->mask[0] | h->mask[1] | h->mask[2] | h->mask[3]) ^ h->mask[seat];
            card = greedy_decide(t, seat, legal, n, h->trick, h->trick_len, h->leader, h->trump, unseen);
        } else {
            card = expert_choose(t, solver, h, values, ep, &bot_rng[seat & 1], nodes);
            (*decisions)++;
        }
        hand_play(t, h, card);
    }
}

static int choose_proc(const Tables *t, Rng *bot) {
    return t->fixed_proc >= 0 ? t->fixed_proc : t->nprocs == 1 ? 0 : rng_below(bot, t->nprocs);
}

static void deal_one(const Tables *t, Hand *h, Rng *deals, int dealer, int proc) {
    signed char deck[NCARDS];
    shuffle_deck(deals, deck);
    int kind = t->trump_kind[proc];
    int cut = kind == 2 ? t->unused_suit[rng_below(deals, t->n_unused)] : 0;
    int pick = kind == 3 ? rng_below(deals, 10) : 0;
    hand_deal(t, h, deck, dealer, proc, cut, pick);
}

static int wants_redeal(const Tables *t, const Hand *h, const int *bots, Rng *bot_rng) {
    int asked = 0;
    for (int seat = 0; seat < 4; seat++) {
        int limit = seat == h->leader0 ? t->redeal_leader_below : t->redeal_others_below, pts = 0;
        if (limit < 0) continue;
        for (u64 m = h->mask[seat]; m; m &= m - 1) pts += t->points[ctz64(m)];
        if (pts >= limit) continue;
        if (bots[seat & 1] != BOT_RANDOM || (rng_next(&bot_rng[seat & 1]) >> 63)) asked = 1;
    }
    return asked;
}

int push(int **history, int *n, int *cap, int id) {
    if (*n == *cap) {
        int *grown = realloc(*history, 2 * *cap * sizeof(int));
        if (!grown) { PyErr_NoMemory(); return -1; }
        *history = grown; *cap *= 2;
    }
    (*history)[(*n)++] = id;
    return 0;
}

int chunk_run(const Tables *t, Flow *f, Solver *solver, const ChunkArgs *a, ChunkOut *o) {
    Rng deals, bot[2];
    rng_seed(&deals, a->seed_deals);
    rng_seed(&bot[0], a->seed_bot[0]);
    rng_seed(&bot[1], a->seed_bot[1]);
    int redeals = t->redeal_leader_below >= 0 || t->redeal_others_below >= 0;
    int cap = 64, *history = malloc(cap * sizeof(int)), status = 0;
    long left = a->count;
    if (!history) { PyErr_NoMemory(); return -1; }
    Hand h;
    while (left > 0 && status == 0) {
        int first = t->random_first_dealer ? rng_below(&deals, 4) : t->first_dealer;
        int id = flow_start(f, first), n = 0, played = 0;
        if (id < 0 || push(&history, &n, &cap, f->scores[id]) < 0) { status = -1; break; }
        while (f->winner[id] < 0 && (a->matches_mode || played < left)) {
            int dealer = f->dealer[id], p0, t0, proc, lteam;
            {
                for (int attempt = 0;; attempt++) {
                    dealer = f->dealer[id];
                    proc = choose_proc(t, &bot[dealer & 1]);
                    deal_one(t, &h, &deals, dealer, proc);
                    o->dealt++;
                    if (!redeals || attempt == MAX_REDEALS || !wants_redeal(t, &h, a->bots, bot)) break;
                    o->redeals++; o->redeal_proc[proc]++;
                    if (!t->redeal_same_dealer && (id = flow_redeal(f, id)) < 0) { status = -1; break; }
                }
                if (status) break;
                const int *values = NULL;
                if (a->bots[0] == BOT_EXPERT || a->bots[1] == BOT_EXPERT) {
                    values = flow_values(f, id);
                    if (!values) { status = -1; break; }
                }
                play_hand(t, &h, a->bots, bot, solver, values, &a->expert, &o->decisions, &o->nodes);
                p0 = h.points[0]; t0 = h.tricks[0]; lteam = h.leader0 & 1;
            }
            played++;
            if (hist_add(o, OUTCOME(p0, t0, f->ties[id], dealer & 1, lteam, proc), 1) < 0) { status = -1; break; }
            id = flow_step(f, id, p0, t0);
            if (id < 0 || push(&history, &n, &cap, f->scores[id]) < 0) { status = -1; break; }
        }
        if (status) break;
        left -= a->matches_mode ? 1 : played;
        if (f->winner[id] >= 0) {
            o->matches++;
            o->team0_wins += f->winner[id] == 0;
            o->match_hands += played;
            o->match_hands_sq += (long)played * played;
            o->match_lengths[played < MATCH_LENGTHS ? played : MATCH_LENGTHS - 1]++;
            /* the match's scores, then its winner (a bandeira may end it for the team behind) */
            if (a->names && (push(&history, &n, &cap, f->winner[id]) < 0
                             || flow_names(f, history, n, o->names, MAX_NAMES) < 0)) status = -1;
        }
    }
    free(history);
    return status;
}

