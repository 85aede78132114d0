/* Random streams, dealing, the play rules and the greedy bot (a port of play/bots.py). */
#include "kernel.h"

static u64 splitmix(u64 *x) {
    u64 z = (*x += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

void rng_seed(Rng *r, u64 seed) {
    for (int i = 0; i < 4; i++) r->s[i] = splitmix(&seed);
}

static u64 rotl(u64 x, int k) { return (x << k) | (x >> (64 - k)); }

u64 rng_next(Rng *r) {
    u64 *s = r->s;
    u64 result = rotl(s[1] * 5, 7) * 9, t = s[1] << 17;
    s[2] ^= s[0]; s[3] ^= s[1]; s[1] ^= s[2]; s[0] ^= s[3];
    s[2] ^= t; s[3] = rotl(s[3], 45);
    return result;
}

int rng_below(Rng *r, int n) { /* Lemire's method on 32 bits, with its rejection step */
    u32 bound = (u32)n;
    u64 m = (u64)(u32)(rng_next(r) >> 32) * bound;
    u32 low = (u32)m;
    if (low < bound) {
        u32 threshold = (u32)(-bound) % bound;
        while (low < threshold) {
            m = (u64)(u32)(rng_next(r) >> 32) * bound;
            low = (u32)m;
        }
    }
    return (int)(m >> 32);
}

void tables_prepare(Tables *t) {
    const int *rp = t->points; /* every suit scores alike: the first suit's ranks */
    for (int c = 0; c < NCARDS; c++) {
        int s = c / 10, r = c % 10;
        t->stronger[c] = (((u64)1 << r) - 1) << (10 * s);
        t->fat_key[c] = -t->points[c] * 100 + 9 - r;
        for (int tr = 0; tr < 4; tr++) {
            t->cheap[tr][c] = (s == tr) * 100000 + t->points[c] * 100 + (9 - r);
            t->rich[tr][c] = (s != tr) * 100000 + t->points[c] * 100 + r;
            for (int led = 0; led < 4; led++)
                t->power[tr * 4 + led][c] = s == tr ? 20 + 9 - r : s == led ? 10 + 9 - r : 0;
        }
    }
    for (int s = 0; s < 4; s++)
        for (int m = 0; m < 1024; m++) {
            int p = 0;
            for (int i = 0; i < 10; i++) if (m >> i & 1) p += t->points[10 * s + i];
            t->suit_points[s][m] = (short)p;
        }
    for (int m = 0; m < 1024; m++) {
        int ch = -1, ri = -1, mp = -1, fa = -1;
        for (int i = 0; i < 10; i++) {
            if (!(m >> i & 1)) continue;
            if (ch < 0 || rp[i] < rp[ch] || (rp[i] == rp[ch] && 9 - i < 9 - ch)) ch = i;
            if (ri < 0 || rp[i] > rp[ri] || (rp[i] == rp[ri] && i > ri)) ri = i;
            if (mp < 0 || rp[i] > rp[mp]) mp = i;
            if (fa < 0 || -rp[i] < -rp[fa] || (rp[i] == rp[fa] && 9 - i < 9 - fa)) fa = i;
        }
        t->cheapest[m] = (signed char)(ch < 0 ? 0 : ch);
        t->richest[m] = (signed char)(ri < 0 ? 0 : ri);
        t->most_points[m] = (signed char)(mp < 0 ? 0 : mp);
        t->fattest[m] = (signed char)(fa < 0 ? 0 : fa);
    }
}

static u64 suit_bits(int s) { return (u64)1023 << (10 * s); }

/* sueca_rules/engine/hand.py: Hand._legal_for, on masks. */
u64 legal_mask(const Tables *t, u64 hand, const int *trick, int len, int trump, int trump_played,
               int *ordered_by_hand) {
    *ordered_by_hand = 1;
    if (len == 0) {
        if (t->trump_lead_after && !trump_played) {
            u64 others = hand & ~suit_bits(trump);
            return others ? others : hand;
        }
        return hand;
    }
    if (!t->must_follow) return hand;
    int led = trick[0] / 10;
    u64 follow = hand & suit_bits(led);
    if (follow) {
        *ordered_by_hand = 0;
        if (t->must_overtake) {
            int best = 99;
            for (int i = 0; i < len; i++)
                if (trick[i] / 10 == led && trick[i] < best) best = trick[i];
            u64 above = follow & (((u64)1 << best) - 1);
            return above ? above : follow;
        }
        return follow;
    }
    if (t->must_trump) {
        u64 trumps = hand & suit_bits(trump);
        if (trumps) {
            *ordered_by_hand = 0;
            if (t->must_overtrump) {
                int best = 99;
                for (int i = 0; i < len; i++)
                    if (trick[i] / 10 == trump && trick[i] < best) best = trick[i];
                if (best < 99) {
                    u64 above = trumps & (((u64)1 << best) - 1);
                    if (above) return above;
                }
            }
            return trumps;
        }
    }
    return hand;
}

int nth_bit(u64 m, int k) { while (k--) m &= m - 1; return ctz64(m); }

int legal_list(const Tables *t, const Hand *h, int seat, int *out) {
    int by_hand, n = 0;
    u64 m = legal_mask(t, h->mask[seat], h->trick, h->trick_len, h->trump, h->trump_played, &by_hand);
    if (by_hand) { /* in the order received */
        const signed char *dealt = h->dealt[seat];
        for (int i = 0; i < 10; i++) if (m >> dealt[i] & 1) out[n++] = dealt[i];
    } else {
        for (; m; m &= m - 1) out[n++] = ctz64(m);
    }
    return n;
}

void hand_deal(const Tables *t, Hand *h, const signed char *deck, int dealer, int proc,
               int trump_suit_cut, int pick) {
    u64 received[4] = {0, 0, 0, 0};
    int k[4] = {0, 0, 0, 0};
    for (int i = 0; i < NCARDS; i++) {
        int c = deck[i], seat = (dealer + t->take[proc][i]) & 3;
        received[seat] |= (u64)1 << c;
        h->order[c] = (signed char)i;
        h->dealt[seat][k[seat]++] = (signed char)c;
    }
    for (int s = 0; s < 4; s++) { h->mask[s] = received[s]; h->n[s] = 10; }
    int kind = t->trump_kind[proc];
    h->holder = dealer;
    if (kind == 0) h->trump_card = deck[NCARDS - 1];
    else if (kind == 1) h->trump_card = deck[0];
    else if (kind == 3) h->trump_card = h->dealt[dealer][pick]; /* the pick-th card it received */
    else { h->trump_card = -1; h->holder = -1; }
    h->trump = kind == 2 ? trump_suit_cut : h->trump_card / 10;
    h->dealer = dealer; h->proc = proc;
    h->leader0 = h->leader = h->turn = (dealer + t->leader[proc]) & 3;
    h->trick_len = 0; h->trump_played = 0;
    h->points[0] = h->points[1] = h->tricks[0] = h->tricks[1] = h->ntricks = 0;
    h->gone = 0;
}

int trick_winner_pos(const int *trick, int trump) {
    int best = trick[0], where = 0;
    for (int i = 1; i < 4; i++) {
        int c = trick[i];
        if (c / 10 == best / 10) { if (c < best) { best = c; where = i; } }
        else if (c / 10 == trump) { best = c; where = i; }
    }
    return where;
}

void hand_play(const Tables *t, Hand *h, int card) {
    int seat = h->turn;
    h->n[seat]--;
    h->mask[seat] &= ~((u64)1 << card);
    h->moves[h->ntricks * 4 + h->trick_len] = (signed char)card;
    h->trick[h->trick_len++] = card;
    if (h->trick_len < 4) { h->turn = (seat + t->step) & 3; return; }
    int pos = trick_winner_pos(h->trick, h->trump);
    int winner = (h->leader + t->step * pos) & 3, value = 0;
    for (int i = 0; i < 4; i++) value += t->points[h->trick[i]];
    if (h->trick[pos] / 10 == h->trump) h->trump_played = 1; /* a trump won: one was played */
    h->points[winner & 1] += value;
    h->tricks[winner & 1]++;
    h->trick_leaders[h->ntricks++] = (signed char)h->leader;
    h->leader = h->turn = winner;
    h->trick_len = 0;
}

/* -- greedy: GreedyBot.decide, _follow and _lead of play/bots.py, tie for tie -------------- */
static int highest_bit(u64 m) { int i = 63; while (!(m >> i & 1)) i--; return i; }

static int greedy_lead(const Tables *t, const int *legal, int n, int trump, u64 unseen) {
    u64 trumps_out = unseen & suit_bits(trump);
    int boss = -1, most = 0;
    for (int i = 0; i < n; i++) {
        int c = legal[i];
        if (t->points[c] > most && !(unseen & t->stronger[c]) && (!trumps_out || c / 10 == trump)) {
            boss = c; most = t->points[c];
        }
    }
    if (boss >= 0) return boss;
    const int *cheap = t->cheap[trump];
    int choice = -1, low = 1 << 30, many = n > 1;
    for (int i = 0; i < n; i++) {
        int c = legal[i];
        if (cheap[c] < low && !(c % 10 == 1 && (unseen >> (c - 1) & 1))
            && !(trumps_out && many && c / 10 == trump)) { choice = c; low = cheap[c]; }
    }
    if (choice >= 0) return choice;
    choice = legal[0];
    for (int i = 1; i < n; i++) if (cheap[legal[i]] < cheap[choice]) choice = legal[i];
    return choice;
}

static int greedy_follow(const Tables *t, const int *legal, int n, int led, int trump, u64 unseen,
                         int best, int partner_wins, int last, int trick_points) {
    int base = 10 * led, mine = 0;
    for (int i = 0; i < n; i++) mine |= 1 << (legal[i] - base);
    int above = best / 10 == led ? (1 << (best - base)) - 1 : 0;
    if (partner_wins) {
        if (last || (!(unseen & t->stronger[best]) && (best / 10 == trump || !(unseen & suit_bits(trump))))) {
            int m = mine & ~above;
            return base + t->richest[m ? m : mine];
        }
        return base + t->cheapest[mine];
    }
    int winners = mine & above;
    if (winners) {
        if (led != trump) {
            if (last)
                return base + (trick_points >= FAT ? t->fattest[winners] : highest_bit((u64)winners));
            int out = (int)(unseen >> base & 1023);
            int bosses = out ? winners & ((out & -out) - 1) : winners;
            if (bosses) return base + t->most_points[bosses];
        } else if (trick_points >= FAT || (last && trick_points > 0)) {
            return base + highest_bit((u64)winners);
        }
    }
    return base + t->cheapest[mine];
}

int greedy_decide(const Tables *t, int seat, const int *legal, int n, const int *trick, int len,
                  int leader, int trump, u64 unseen) {
    if (len == 0) return greedy_lead(t, legal, n, trump, unseen);
    int best = trick[0], led = best / 10;
    const int *power = t->power[trump * 4 + led];
    int best_power = power[best], trick_points = t->points[best], position = 0, last = len == 3;
    for (int i = 1; i < len; i++) {
        int c = trick[i];
        trick_points += t->points[c];
        if (power[c] > best_power) { best = c; best_power = power[c]; position = i; }
    }
    int partner_wins = ((leader + position) & 1) == (seat & 1);
    if (t->must_follow && legal[0] / 10 == led)
        return greedy_follow(t, legal, n, led, trump, unseen, best, partner_wins, last, trick_points);
    const int *cheap = t->cheap[trump], *rich = t->rich[trump];
    if (partner_wins) {
        if (last || (!(unseen & t->stronger[best]) && (best / 10 == trump || !(unseen & suit_bits(trump))))) {
            int choice = -1;
            for (int i = 0; i < n; i++)
                if (power[legal[i]] <= best_power && (choice < 0 || rich[legal[i]] > rich[choice])) choice = legal[i];
            if (choice >= 0) return choice;
            choice = legal[0];
            for (int i = 1; i < n; i++) if (rich[legal[i]] > rich[choice]) choice = legal[i];
            return choice;
        }
    } else {
        int any_winner = 0, in_suit = 0;
        for (int i = 0; i < n; i++)
            if (power[legal[i]] > best_power) { any_winner = 1; if (led != trump && legal[i] / 10 == led) in_suit++; }
        if (any_winner) {
            if (in_suit) {
                int choice = -1;
                if (last) {
                    for (int i = 0; i < n; i++) {
                        int c = legal[i];
                        if (power[c] <= best_power || c / 10 != led) continue;
                        if (choice < 0 || (trick_points >= FAT ? t->fat_key[c] < t->fat_key[choice] : c > choice)) choice = c;
                    }
                    return choice;
                }
                for (int i = 0; i < n; i++) {
                    int c = legal[i];
                    if (power[c] <= best_power || c / 10 != led || (unseen & t->stronger[c])) continue;
                    if (choice < 0 || t->points[c] > t->points[choice]) choice = c;
                }
                if (choice >= 0) return choice;
            }
            if (trick_points >= FAT || (last && trick_points > 0)) {
                int choice = -1;
                for (int i = 0; i < n; i++) {
                    int c = legal[i];
                    if (power[c] > best_power && c / 10 == trump && c > choice) choice = c;
                }
                if (choice >= 0) return choice;
            }
        }
    }
    int choice = legal[0];
    for (int i = 1; i < n; i++) if (cheap[legal[i]] < cheap[choice]) choice = legal[i];
    return choice;
}

