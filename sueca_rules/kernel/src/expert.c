/* The expert: determinized search. Worlds are dealt consistently with what the seat has seen
 * (how many cards each seat holds, the cards each has shown it cannot hold, the turned-up
 * trump card and who holds it, the cards played); in each world every distinct legal card is
 * played and the rest of the hand is played perfectly (exact search), after greedy play when
 * many cards are left. The card of best average worth (the variant's game points, then card
 * points) is chosen. */
#include "solver.h"
#include <time.h>

#define ALL (((u64)1 << NCARDS) - 1)
#define SUIT(s) ((u64)1023 << (10 * (s)))
#define SHUFFLES 6
#define TRIES 20

/* What the cards played prove each seat cannot hold, replaying the rules of what is legal. */
static void exclusions(const Tables *t, const Hand *h, u64 *out) {
    int trump = h->trump, trump_played = 0, total = h->ntricks * 4 + h->trick_len;
    u64 seen_by[4] = {0, 0, 0, 0};
    int broken[4] = {0, 0, 0, 0};
    for (int s = 0; s < 4; s++) out[s] = 0;
    for (int k = 0; k * 4 < total; k++) {
        int leader = k < h->ntricks ? h->trick_leaders[k] : h->leader, trick[4], len = 0;
        for (int i = 0; i < 4 && k * 4 + i < total; i++) {
            int c = h->moves[k * 4 + i], seat = (leader + t->step * i) & 3, suit = c / 10;
            if (out[seat] >> c & 1) broken[seat] = 1;   /* a revoke: what it showed proves nothing */
            seen_by[seat] |= (u64)1 << c;
            if (len == 0) {
                if (t->trump_lead_after && !trump_played && suit == trump) out[seat] |= ALL & ~SUIT(trump);
            } else if (t->must_follow) {
                int led = trick[0] / 10, best = 99, best_trump = 99;
                for (int j = 0; j < len; j++) {
                    if (trick[j] / 10 == led && trick[j] < best) best = trick[j];
                    if (trick[j] / 10 == trump && trick[j] < best_trump) best_trump = trick[j];
                }
                if (suit != led) {
                    out[seat] |= SUIT(led);
                    if (t->must_trump && suit != trump) out[seat] |= SUIT(trump);
                    else if (t->must_overtrump && suit == trump && best_trump < 99 && c > best_trump)
                        out[seat] |= SUIT(trump) & (((u64)1 << best_trump) - 1);
                } else if (t->must_overtake && c > best) {
                    out[seat] |= SUIT(led) & (((u64)1 << best) - 1);
                }
            }
            trick[len++] = c;
        }
        if (len == 4 && trick[trick_winner_pos(trick, trump)] / 10 == trump) trump_played = 1;
    }
    for (int s = 0; s < 4; s++) if (broken[s]) out[s] = 0;
}

static u64 cards_played(const Hand *h) {
    u64 played = h->gone;
    for (int i = 0; i < h->ntricks * 4 + h->trick_len; i++) played |= (u64)1 << h->moves[i];
    return played;
}

int deal_setup(const Tables *t, const Hand *h, Deal *d) {
    int me = h->turn;
    u64 played = cards_played(h);
    exclusions(t, h, d->barred);
    d->me = me;
    for (int q = 0; q < 4; q++) { d->room[q] = h->n[q]; d->fixed[q] = 0; }
    d->fixed[me] = h->mask[me];
    d->free_cards = ALL & ~played & ~h->mask[me];
    if (h->trump_card >= 0 && h->holder >= 0 && h->holder != me && (d->free_cards >> h->trump_card & 1)) {
        d->fixed[h->holder] |= (u64)1 << h->trump_card; /* everyone saw who took the trump card */
        d->room[h->holder]--;
        d->free_cards &= ~((u64)1 << h->trump_card);
    }
    int wanted = 0;
    for (int q = 0; q < 4; q++) if (q != me) wanted += d->room[q];
    if (wanted != popcount64(d->free_cards) || wanted < 0) return -1;
    for (int q = 0; q < 4; q++) if (q != me && d->room[q] < 0) return 0;
    return 1;
}

int deal_world(Rng *rng, const Deal *d, u64 *world) {
    const u64 *fixed = d->fixed, *barred = d->barred;
    const int *room = d->room;
    int me = d->me, cards[NCARDS], n = 0;
    u64 free_cards = d->free_cards;
    for (u64 m = free_cards; m; m &= m - 1) cards[n++] = ctz64(m);
    for (int attempt = 0; attempt < SHUFFLES; attempt++) {
        for (int i = n - 1; i > 0; i--) { int j = rng_below(rng, i + 1), x = cards[i]; cards[i] = cards[j]; cards[j] = x; }
        int start = 0, ok = 1;
        for (int s = 0; s < 4 && ok; s++) {
            world[s] = fixed[s];
            if (s == me) continue;
            for (int i = start; i < start + room[s]; i++) world[s] |= (u64)1 << cards[i];
            if (world[s] & barred[s] & ~fixed[s]) ok = 0;
            start += room[s];
        }
        if (ok) return 1;
    }
    for (int attempt = 0; attempt <= TRIES; attempt++) { /* the most constrained cards first */
        int strict = attempt < TRIES, left[4], order[NCARDS], allowed[NCARDS];
        for (int s = 0; s < 4; s++) { world[s] = fixed[s]; left[s] = s == me ? 0 : room[s]; }
        for (int i = 0; i < n; i++) {
            int c = cards[i], k = 0;
            for (int s = 0; s < 4; s++) if (s != me && !(strict && (barred[s] >> c & 1))) k++;
            allowed[i] = k;
            order[i] = i;
        }
        for (int i = n - 1; i > 0; i--) { int j = rng_below(rng, i + 1), x = order[i]; order[i] = order[j]; order[j] = x; }
        for (int i = 1; i < n; i++) { /* stable by how many seats may hold the card */
            int x = order[i], j = i;
            while (j > 0 && allowed[order[j - 1]] > allowed[x]) { order[j] = order[j - 1]; j--; }
            order[j] = x;
        }
        int ok = 1;
        for (int i = 0; i < n && ok; i++) {
            int c = cards[order[i]], weight = 0, seats[4], k = 0;
            for (int s = 0; s < 4; s++)
                if (s != me && left[s] > 0 && !(strict && (barred[s] >> c & 1))) { seats[k++] = s; weight += left[s]; }
            if (!k) { ok = 0; break; }
            int point = rng_below(rng, weight), chosen = seats[0];
            for (int j = 0; j < k; j++) { point -= left[seats[j]]; if (point < 0) { chosen = seats[j]; break; } }
            world[chosen] |= (u64)1 << c;
            left[chosen]--;
        }
        if (ok) return 1;
    }
    return 0;
}

static int greedy_in_world(const Tables *t, const Pos *p) {
    int legal[10], n = 0, by_hand;
    u64 m = legal_mask(t, p->hand[p->turn], p->trick, p->len, p->trump, p->trump_played, &by_hand);
    for (; m; m &= m - 1) legal[n++] = ctz64(m);
    if (n == 1) return legal[0];
    u64 unseen = (p->hand[0] | p->hand[1] | p->hand[2] | p->hand[3]) ^ p->hand[p->turn];
    return greedy_decide(t, p->turn, legal, n, p->trick, p->len, p->leader, p->trump, unseen);
}

static int count_cards(const Pos *p) {
    int n = 0;
    for (int s = 0; s < 4; s++) for (u64 m = p->hand[s]; m; m &= m - 1) n++;
    return n;
}

int expert_choose(const Tables *t, Solver *s, const Hand *h, const int *values,
                  const ExpertParams *p, Rng *rng, long *nodes) {
    int me = h->turn, legal[10], n = legal_list(t, h, me, legal);
    if (n == 1) return legal[0];
    s->t = t;
    u64 played = cards_played(h);
    u64 trick_cards = 0;
    for (int i = 0; i < h->trick_len; i++) trick_cards |= (u64)1 << h->trick[i];
    u64 alive = (ALL & ~played) | trick_cards;
    int by_hand;
    u64 legal_m = legal_mask(t, h->mask[me], h->trick, h->trick_len, h->trump, h->trump_played, &by_hand);
    u64 distinct = distinct_moves(t, legal_m, alive);
    int cand[10], nc = 0;
    for (int i = 0; i < n; i++) if (distinct >> legal[i] & 1) cand[nc++] = legal[i];
    if (nc == 1) return cand[0];
    Deal d;
    int setup = deal_setup(t, h, &d);
    if (setup < 0) /* what was said does not add up */
        return greedy_decide(t, me, legal, n, h->trick, h->trick_len, h->leader, h->trump, d.free_cards);
    if (setup == 0) return legal[0];
    double total[10] = {0};
    long start_nodes = s->nodes;
    clock_t started = clock();
    for (int w = 0; w < p->worlds; w++) {
        u64 world[4];
        if (!deal_world(rng, &d, world)) break;
        solver_new_world(s);
        for (int i = 0; i < nc; i++) {
            Pos pos;
            for (int q = 0; q < 4; q++) pos.hand[q] = world[q];
            for (int j = 0; j < h->trick_len; j++) pos.trick[j] = h->trick[j];
            pos.len = h->trick_len; pos.leader = h->leader; pos.turn = me;
            pos.trump = h->trump; pos.trump_played = h->trump_played;
            int p0 = h->points[0];
            pos_play(t, &pos, cand[i], &p0);
            while (count_cards(&pos) > p->exact_cards && (pos.len || count_cards(&pos) > p->rollout_to))
                pos_play(t, &pos, greedy_in_world(t, &pos), &p0);
            p0 += solve(s, &pos, -1, 1000);
            total[i] += (me & 1) ? -values[p0] : values[p0];
        }
        if (p->node_budget && s->nodes - start_nodes > p->node_budget) break;
        if (p->millis > 0 && (double)(clock() - started) * 1000.0 / CLOCKS_PER_SEC > p->millis) break;
    }
    *nodes += s->nodes - start_nodes;
    int best = 0;
    for (int i = 1; i < nc; i++) if (total[i] > total[best]) best = i;
    return cand[best];
}
