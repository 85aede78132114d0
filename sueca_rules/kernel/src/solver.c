#include "solver.h"
#include <stdlib.h>

Solver *solver_new(int log_size) {
    Solver *s = calloc(1, sizeof *s);
    if (!s) return NULL;
    size_t n = (size_t)1 << log_size;
    s->keys = calloc(n, sizeof(u64));
    s->lo = calloc(n, 1); s->hi = calloc(n, 1);
    s->best = calloc(n, 1);
    if (!s->keys || !s->lo || !s->hi || !s->best) { solver_free(s); return NULL; }
    s->mask = n - 1;
    s->generation = 1;
    return s;
}

void solver_free(Solver *s) {
    if (!s) return;
    free(s->keys); free(s->lo); free(s->hi); free(s->best); free(s);
}

void solver_new_world(Solver *s) { s->generation++; }

u64 distinct_moves(const Tables *t, u64 legal, u64 alive) {
    u64 out = 0;
    int previous = -1;
    for (u64 m = legal; m; m &= m - 1) { /* strongest first within each suit */
        int c = ctz64(m);
        if (previous >= 0 && previous / 10 == c / 10 && t->points[previous] == t->points[c]) {
            u64 between = (((u64)1 << c) - 1) & ~(((u64)1 << (previous + 1)) - 1);
            if (!(alive & between)) { previous = c; continue; } /* the same card, in effect */
        }
        out |= (u64)1 << c;
        previous = c;
    }
    return out;
}

static int points_of(const Tables *t, u64 m) {
    return t->suit_points[0][m & 1023] + t->suit_points[1][m >> 10 & 1023]
         + t->suit_points[2][m >> 20 & 1023] + t->suit_points[3][m >> 30 & 1023];
}

void pos_play(const Tables *t, Pos *p, int card, int *team0_points) {
    p->hand[p->turn] &= ~((u64)1 << card);
    p->trick[p->len++] = card;
    if (p->len < 4) { p->turn = (p->turn + t->step) & 3; return; }
    int where = trick_winner_pos(p->trick, p->trump);
    int winner = (p->leader + t->step * where) & 3, value = 0;
    for (int i = 0; i < 4; i++) value += t->points[p->trick[i]];
    if (p->trick[where] / 10 == p->trump) p->trump_played = 1;
    if (!(winner & 1)) *team0_points += value;
    p->leader = p->turn = winner;
    p->len = 0;
}

/* How promising a card looks, to search it first (higher first). */
static int promise(const Tables *t, const Pos *p, int c, u64 others) {
    (void)others;
    if (p->len == 0) return t->points[c] + 20 * (c % 10 < 2); /* the two highest first */
    const int *power = t->power[p->trump * 4 + p->trick[0] / 10];
    int best = 0, where = 0;
    for (int i = 0; i < p->len; i++) if (power[p->trick[i]] > best) { best = power[p->trick[i]]; where = i; }
    int partner = ((p->leader + where) & 1) == (p->turn & 1);
    if (power[c] > best && !partner) return 100 + t->points[c] - power[c] / 4;
    if (partner) return 50 + t->points[c];
    return -t->points[c] - power[c] / 4;
}

int solve(Solver *s, Pos *p, int alpha, int beta) {
    const Tables *t = s->t;
    u64 alive = p->hand[0] | p->hand[1] | p->hand[2] | p->hand[3];
    s->nodes++;
    if (!alive) return 0;
    int rest = points_of(t, alive);
    for (int i = 0; i < p->len; i++) rest += t->points[p->trick[i]];
    if (alpha >= rest) return rest;
    if (beta <= 0) return 0;
    u64 key = 0, slot = 0;
    int tt_best = -1, alpha0 = alpha, beta0 = beta;
    if (p->len == 0) {
        key = alive | (u64)p->leader << 40 | (u64)p->trump_played << 42 | s->generation << 43;
        slot = (key * 0x9E3779B97F4A7C15ULL >> 20) & s->mask;
        if (s->keys[slot] == key) {
            int lo = s->lo[slot], hi = s->hi[slot];
            if (lo >= beta) return lo;
            if (hi <= alpha) return hi;
            if (lo > alpha) alpha = lo;
            if (hi < beta) beta = hi;
            if (alpha >= beta) return lo;
            tt_best = s->best[slot];
            alpha0 = alpha; beta0 = beta; /* the window searched below */
        }
    }
    int by_hand;
    u64 legal = legal_mask(t, p->hand[p->turn], p->trick, p->len, p->trump, p->trump_played, &by_hand);
    u64 trick_cards = 0;
    for (int i = 0; i < p->len; i++) trick_cards |= (u64)1 << p->trick[i];
    u64 moves_mask = distinct_moves(t, legal, alive | trick_cards);
    int moves[10], score[10], n = 0;
    for (u64 m = moves_mask; m; m &= m - 1) {
        int c = ctz64(m), sc = c == tt_best ? 1000 : promise(t, p, c, alive & ~p->hand[p->turn]), j = n++;
        while (j > 0 && score[j - 1] < sc) { moves[j] = moves[j - 1]; score[j] = score[j - 1]; j--; }
        moves[j] = c; score[j] = sc;
    }
    int maximizing = !(p->turn & 1), best = maximizing ? -1 : 1000, best_move = n ? moves[0] : -1;
    for (int i = 0; i < n; i++) {
        Pos child = *p;
        int gained = 0;
        pos_play(t, &child, moves[i], &gained);
        int v = gained + solve(s, &child, alpha - gained, beta - gained);
        if (maximizing ? v > best : v < best) { best = v; best_move = moves[i]; }
        if (maximizing) { if (best > alpha) alpha = best; }
        else if (best < beta) beta = best;
        if (alpha >= beta) break;
    }
    if (p->len == 0) {
        int lo = 0, hi = 255;
        if (s->keys[slot] == key) { lo = s->lo[slot]; hi = s->hi[slot]; }
        if (best <= alpha0) { if (best < hi) hi = best; }       /* failed low: an upper bound */
        else if (best >= beta0) { if (best > lo) lo = best; }  /* failed high: a lower bound */
        else lo = hi = best;
        s->keys[slot] = key; s->lo[slot] = (unsigned char)lo; s->hi[slot] = (unsigned char)hi;
        s->best[slot] = (signed char)best_move;
    }
    return best;
}
