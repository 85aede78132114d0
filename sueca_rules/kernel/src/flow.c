#include "flow.h"
#include <stdlib.h>
#include <string.h>

int flow_init(Flow *f, PyObject *py, int total) {
    memset(f, 0, sizeof *f);
    f->py = py; Py_INCREF(py);
    f->total = total;
    for (int d = 0; d < 4; d++) f->start[d] = -1;
    return 0;
}

void flow_clear(Flow *f) {
    Py_CLEAR(f->py);
    free(f->dealer); free(f->winner); free(f->scores); free(f->ties); free(f->redeal_next); free(f->tkeys); free(f->tnext);
    free(f->nkeys); free(f->nmask); free(f->narena); free(f->noffset); free(f->nlength);
    for (int i = 0; i < f->nvalues; i++) free(f->values[i]);
    free(f->values);
    memset(f, 0, sizeof *f);
}

static int grow(Flow *f, int id) {
    if (id < f->cap) return 0;
    int cap = f->cap ? f->cap : 64;
    while (cap <= id) cap *= 2;
    int *d = realloc(f->dealer, cap * sizeof(int)), *w = realloc(f->winner, cap * sizeof(int));
    if (d) f->dealer = d;
    if (w) f->winner = w;
    int *t = realloc(f->ties, cap * sizeof(int)), *r = realloc(f->redeal_next, cap * sizeof(int));
    if (t) f->ties = t;
    if (r) f->redeal_next = r;
    int *sc = realloc(f->scores, cap * sizeof(int));
    if (sc) f->scores = sc;
    if (!d || !w || !t || !r || !sc) { PyErr_NoMemory(); return -1; }
    for (int i = f->cap; i < cap; i++) f->redeal_next[i] = -1;
    f->cap = cap;
    return 0;
}

/* The transitions seen: (state, p0, t0) -> next state, in an open-addressing table. */
static u64 *find_slot(Flow *f, u64 key) {
    u64 j = (key * 0x9E3779B97F4A7C15ULL >> 24) & (f->tcap - 1);
    while (f->tkeys[j] && f->tkeys[j] != key) j = (j + 1) & (f->tcap - 1);
    return &f->tkeys[j];
}

static int remember(Flow *f, u64 key, int next) {
    if (2 * (f->tused + 1) > f->tcap) {
        u64 old_cap = f->tcap, *old_keys = f->tkeys;
        int *old_next = f->tnext;
        f->tcap = old_cap ? 2 * old_cap : 4096;
        f->tkeys = calloc(f->tcap, sizeof(u64));
        f->tnext = calloc(f->tcap, sizeof(int));
        if (!f->tkeys || !f->tnext) { PyErr_NoMemory(); return -1; }
        for (u64 i = 0; i < old_cap; i++)
            if (old_keys[i]) { u64 *slot = find_slot(f, old_keys[i]); *slot = old_keys[i]; f->tnext[slot - f->tkeys] = old_next[i]; }
        free(old_keys); free(old_next);
    }
    u64 *slot = find_slot(f, key);
    if (!*slot) f->tused++;
    *slot = key;
    f->tnext[slot - f->tkeys] = next;
    return 0;
}

/* A state the Python side answered: (id, dealer, winner or -1, ties). */
static int learn(Flow *f, PyObject *answer) {
    if (!answer) return -1;
    int id, dealer, winner, ties, scores;
    if (!PyArg_ParseTuple(answer, "iiiii", &id, &dealer, &winner, &ties, &scores) || id < 0) {
        Py_DECREF(answer);
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "a match state id is >= 0");
        return -1;
    }
    Py_DECREF(answer);
    if (grow(f, id) < 0) return -1;
    if (id >= f->n) f->n = id + 1;
    f->dealer[id] = dealer; f->winner[id] = winner; f->ties[id] = ties; f->scores[id] = scores;
    return id;
}

int flow_start(Flow *f, int dealer) {
    if (f->start[dealer] < 0)
        f->start[dealer] = learn(f, PyObject_CallMethod(f->py, "start", "i", dealer));
    return f->start[dealer];
}

int flow_step(Flow *f, int id, int p0, int t0) {
    u64 key = ((u64)id + 1) << 12 | (u64)p0 << 4 | (u64)t0;
    if (f->tcap) {
        u64 *slot = find_slot(f, key);
        if (*slot) return f->tnext[slot - f->tkeys];
    }
    int next = learn(f, PyObject_CallMethod(f->py, "step", "iii", id, p0, t0));
    if (next < 0 || remember(f, key, next) < 0) return -1;
    return next;
}

int flow_redeal(Flow *f, int id) {
    if (f->redeal_next[id] < 0) {
        int next = learn(f, PyObject_CallMethod(f->py, "redeal", "i", id));
        if (next < 0) return -1;
        f->redeal_next[id] = next;
    }
    return f->redeal_next[id];
}

static u64 history_hash(const int *ids, int n) {
    u64 h = 0x84222325CBF29CE4ULL ^ (u64)n;
    for (int i = 0; i < n; i++) h = (h ^ (u64)ids[i]) * 0x100000001B3ULL;
    return h | 1; /* never 0: 0 marks an empty slot */
}

/* The names of a history asked of the Python side, as a bit mask (names 0..63). */
static int ask_names(Flow *f, const int *ids, int n, u64 *mask) {
    PyObject *tuple = PyTuple_New(n);
    if (!tuple) return -1;
    for (int i = 0; i < n; i++) PyTuple_SET_ITEM(tuple, i, PyLong_FromLong(ids[i]));
    PyObject *names = PyObject_CallMethod(f->py, "names", "(O)", tuple);
    Py_DECREF(tuple);
    if (!names) return -1;
    PyObject *seq = PySequence_Fast(names, "names() gives a sequence of name indices");
    Py_DECREF(names);
    if (!seq) return -1;
    *mask = 0;
    for (Py_ssize_t i = 0; i < PySequence_Fast_GET_SIZE(seq); i++) {
        long k = PyLong_AsLong(PySequence_Fast_GET_ITEM(seq, i));
        if (k >= 0 && k < 64) *mask |= (u64)1 << k;
    }
    Py_DECREF(seq);
    return PyErr_Occurred() ? -1 : 0;
}

static long name_slot(Flow *f, u64 key, const int *ids, int n) {
    u64 j = (key >> 7) & (f->ncap - 1);
    while (f->nkeys[j]) {
        if (f->nkeys[j] == key && f->nlength[j] == n
            && !memcmp(f->narena + f->noffset[j], ids, n * sizeof(int))) return (long)j;
        j = (j + 1) & (f->ncap - 1);
    }
    return -(long)j - 1;
}

static int grow_names(Flow *f) {
    u64 old_cap = f->ncap, *old_keys = f->nkeys, *old_mask = f->nmask;
    int *old_offset = f->noffset, *old_length = f->nlength;
    f->ncap = old_cap ? 2 * old_cap : 1024;
    f->nkeys = calloc(f->ncap, sizeof(u64)); f->nmask = calloc(f->ncap, sizeof(u64));
    f->noffset = calloc(f->ncap, sizeof(int)); f->nlength = calloc(f->ncap, sizeof(int));
    if (!f->nkeys || !f->nmask || !f->noffset || !f->nlength) { PyErr_NoMemory(); return -1; }
    for (u64 i = 0; i < old_cap; i++) {
        if (!old_keys[i]) continue;
        u64 j = (old_keys[i] >> 7) & (f->ncap - 1);
        while (f->nkeys[j]) j = (j + 1) & (f->ncap - 1);
        f->nkeys[j] = old_keys[i]; f->nmask[j] = old_mask[i];
        f->noffset[j] = old_offset[i]; f->nlength[j] = old_length[i];
    }
    free(old_keys); free(old_mask); free(old_offset); free(old_length);
    return 0;
}

int flow_names(Flow *f, const int *ids, int n, long *counts, int ncounts) {
    u64 key = history_hash(ids, n), mask;
    long slot = f->ncap ? name_slot(f, key, ids, n) : -1;
    if (f->ncap && slot >= 0) mask = f->nmask[slot];
    else {
        if (ask_names(f, ids, n, &mask) < 0) return -1;
        if (f->narena_len < (1 << 24)) { /* remember (a bounded arena: long matches stop adding) */
            if (2 * (f->nused + 1) > f->ncap && grow_names(f) < 0) return -1;
            if (f->narena_len + n > f->narena_cap) {
                int cap = f->narena_cap ? 2 * f->narena_cap : 4096;
                while (cap < f->narena_len + n) cap *= 2;
                int *arena = realloc(f->narena, cap * sizeof(int));
                if (!arena) { PyErr_NoMemory(); return -1; }
                f->narena = arena; f->narena_cap = cap;
            }
            slot = -name_slot(f, key, ids, n) - 1;
            memcpy(f->narena + f->narena_len, ids, n * sizeof(int));
            f->nkeys[slot] = key; f->nmask[slot] = mask;
            f->noffset[slot] = f->narena_len; f->nlength[slot] = n;
            f->narena_len += n; f->nused++;
        }
    }
    for (; mask; mask &= mask - 1) { int k = ctz64(mask); if (k < ncounts) counts[k]++; }
    return 0;
}

const int *flow_values(Flow *f, int id) { /* by match state, remembered */
    int ties = id;
    if (ties < f->nvalues && f->values[ties]) return f->values[ties];
    if (ties >= f->nvalues) {
        int **v = realloc(f->values, (ties + 1) * sizeof(int *));
        if (!v) { PyErr_NoMemory(); return NULL; }
        for (int i = f->nvalues; i <= ties; i++) v[i] = NULL;
        f->values = v; f->nvalues = ties + 1;
    }
    PyObject *list = PyObject_CallMethod(f->py, "values", "i", id);
    if (!list) return NULL;
    PyObject *seq = PySequence_Fast(list, "values() gives a list of ints");
    Py_DECREF(list);
    if (!seq) return NULL;
    if (PySequence_Fast_GET_SIZE(seq) != f->total + 1) {
        Py_DECREF(seq);
        PyErr_SetString(PyExc_ValueError, "values() gives one int per card-point total");
        return NULL;
    }
    int *row = malloc((f->total + 1) * sizeof(int));
    if (!row) { Py_DECREF(seq); PyErr_NoMemory(); return NULL; }
    for (int p = 0; p <= f->total; p++) row[p] = (int)PyLong_AsLong(PySequence_Fast_GET_ITEM(seq, p));
    Py_DECREF(seq);
    if (PyErr_Occurred()) { free(row); return NULL; }
    f->values[ties] = row;
    return row;
}
