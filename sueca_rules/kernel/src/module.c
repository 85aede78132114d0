/* sueca_rules.kernel._kernel: the compiled kernel as a Python type (see kernel/native.py). */
#include "chunk.h"
#include "solver.h"
#include <string.h>

typedef struct {
    PyObject_HEAD
    Tables t;
    Flow flow;
    Solver *solver;  /* the process's one solver: every kernel shares it (under the GIL) */
} Kernel;

static Solver *shared_solver;

static int get_int(PyObject *d, const char *name, int *out) {
    PyObject *v = PyDict_GetItemString(d, name); /* borrowed */
    if (!v) { PyErr_Format(PyExc_KeyError, "kernel tables: no '%s'", name); return -1; }
    long x = PyLong_AsLong(v);
    if (x == -1 && PyErr_Occurred()) return -1;
    *out = (int)x;
    return 0;
}

static int get_ints_seq(PyObject *v, int *out, int n);

static int get_ints(PyObject *d, const char *name, int *out, int n) {
    PyObject *v = PyDict_GetItemString(d, name);
    if (!v) { PyErr_Format(PyExc_KeyError, "kernel tables: no '%s'", name); return -1; }
    return get_ints_seq(v, out, n);
}

static int get_ints_seq(PyObject *v, int *out, int n) {
    PyObject *seq = PySequence_Fast(v, "a list of ints");
    if (!seq) return -1;
    if (PySequence_Fast_GET_SIZE(seq) != n) {
        Py_DECREF(seq);
        PyErr_Format(PyExc_ValueError, "a list of %d ints", n);
        return -1;
    }
    for (int i = 0; i < n; i++) out[i] = (int)PyLong_AsLong(PySequence_Fast_GET_ITEM(seq, i));
    Py_DECREF(seq);
    return PyErr_Occurred() ? -1 : 0;
}

static int Kernel_init(Kernel *self, PyObject *args, PyObject *kw) {
    (void)kw;
    PyObject *d, *flow;
    if (!PyArg_ParseTuple(args, "O!O", &PyDict_Type, &d, &flow)) return -1;
    Tables *t = &self->t;
    memset(t, 0, sizeof *t);
    int take[MAXPROCS * NCARDS];
    if (get_int(d, "step", &t->step) || get_ints(d, "points", t->points, NCARDS)
        || get_int(d, "must_follow", &t->must_follow) || get_int(d, "must_overtake", &t->must_overtake)
        || get_int(d, "must_trump", &t->must_trump) || get_int(d, "must_overtrump", &t->must_overtrump)
        || get_int(d, "trump_lead_after", &t->trump_lead_after) || get_int(d, "nprocs", &t->nprocs)
        || get_int(d, "n_unused", &t->n_unused)
        || get_int(d, "random_first_dealer", &t->random_first_dealer)
        || get_int(d, "first_dealer", &t->first_dealer) || get_int(d, "fixed_proc", &t->fixed_proc)
        || get_int(d, "redeal_leader_below", &t->redeal_leader_below)
        || get_int(d, "redeal_others_below", &t->redeal_others_below)
        || get_int(d, "redeal_same_dealer", &t->redeal_same_dealer))
        return -1;
    if (t->nprocs < 1 || t->nprocs > MAXPROCS || t->n_unused < 0 || t->n_unused > NCARDS) {
        PyErr_SetString(PyExc_ValueError, "kernel tables: 1 to 8 deal procedures, at most 40 unused cards");
        return -1;
    }
    if (get_ints(d, "take", take, t->nprocs * NCARDS) || get_ints(d, "trump_kind", t->trump_kind, t->nprocs)
        || get_ints(d, "leader", t->leader, t->nprocs) || get_ints(d, "unused_suit", t->unused_suit, t->n_unused))
        return -1;
    for (int p = 0; p < t->nprocs; p++)
        for (int i = 0; i < NCARDS; i++) t->take[p][i] = (signed char)take[p * NCARDS + i];
    for (int i = 0; i < NCARDS; i++) t->total += t->points[i];
    if (t->total > 255) { PyErr_SetString(PyExc_ValueError, "kernel tables: at most 255 card points"); return -1; }
    tables_prepare(t);
    flow_clear(&self->flow);
    flow_init(&self->flow, flow, t->total);
    if (!shared_solver && !(shared_solver = solver_new(20))) { PyErr_NoMemory(); return -1; }
    self->solver = shared_solver;
    return 0;
}

static void Kernel_dealloc(Kernel *self) {
    flow_clear(&self->flow);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static PyObject *outcome_list(const ChunkOut *o) {
    PyObject *list = PyList_New(0);
    for (int i = 0; list && i < o->cap; i++) {
        if (!o->vals[i]) continue;
        PyObject *pair = Py_BuildValue("(Kl)", (unsigned long long)o->keys[i], o->vals[i]);
        if (!pair || PyList_Append(list, pair) < 0) { Py_XDECREF(pair); Py_DECREF(list); return NULL; }
        Py_DECREF(pair);
    }
    return list;
}

static PyObject *chunk_dict(const ChunkOut *o, int nprocs) {
    PyObject *outcomes = outcome_list(o), *procs = PyList_New(nprocs), *names = PyList_New(MAX_NAMES);
    PyObject *lengths = PyList_New(MATCH_LENGTHS);
    for (int p = 0; procs && p < nprocs; p++) PyList_SET_ITEM(procs, p, PyLong_FromLong(o->redeal_proc[p]));
    for (int k = 0; names && k < MAX_NAMES; k++) PyList_SET_ITEM(names, k, PyLong_FromLong(o->names[k]));
    for (int k = 0; lengths && k < MATCH_LENGTHS; k++) PyList_SET_ITEM(lengths, k, PyLong_FromLong(o->match_lengths[k]));
    if (!outcomes || !procs || !names || !lengths) {
        Py_XDECREF(outcomes); Py_XDECREF(procs); Py_XDECREF(names); Py_XDECREF(lengths); return NULL;
    }
    return Py_BuildValue("{s:N,s:l,s:l,s:N,s:l,s:l,s:l,s:l,s:N,s:l,s:l,s:N}", "outcomes", outcomes,
                         "dealt", o->dealt, "redeals", o->redeals, "redeal_procs", procs, "matches", o->matches,
                         "team0_wins", o->team0_wins, "match_hands", o->match_hands,
                         "match_hands_sq", o->match_hands_sq, "names", names, "decisions", o->decisions,
                         "nodes", o->nodes, "match_lengths", lengths);
}

static PyObject *Kernel_run_chunk(Kernel *self, PyObject *args) {
    ChunkArgs a;
    memset(&a, 0, sizeof a);
    unsigned long long sd, s0, s1, sh;
    if (!PyArg_ParseTuple(args, "plKKKiipK(iiil)", &a.matches_mode, &a.count, &sd, &s0, &s1,
                          &a.bots[0], &a.bots[1], &a.names, &sh, &a.expert.worlds,
                          &a.expert.exact_cards, &a.expert.rollout_to, &a.expert.node_budget))
        return NULL;
    a.seed_deals = sd; a.seed_bot[0] = s0; a.seed_bot[1] = s1; a.seed_hands = sh;
    ChunkOut o;
    memset(&o, 0, sizeof o);
    if (chunk_run(&self->t, &self->flow, self->solver, &a, &o) < 0) { chunk_out_free(&o); return NULL; }
    PyObject *found = chunk_dict(&o, self->t.nprocs);
    chunk_out_free(&o);
    return found;
}

/* run_paired(kernels, matches_mode, count, seed_deals, seed_hands, seed_bot0, seed_bot1, bot0,
 *            bot1, names[, replay, expert]) -> one dict per kernel (see paired.c), with "joint"
 * from the second on */
static PyTypeObject KernelType;

static PyObject *run_paired(PyObject *module, PyObject *args) {
    (void)module;
    PyObject *kernels_o, *names_o;
    ChunkArgs a;
    memset(&a, 0, sizeof a);
    unsigned long long sd, sh, s0, s1;
    int replay = 0;
    if (!PyArg_ParseTuple(args, "OplKKKKiiO|p(iiil)", &kernels_o, &a.matches_mode, &a.count, &sd, &sh, &s0, &s1,
                          &a.bots[0], &a.bots[1], &names_o, &replay, &a.expert.worlds, &a.expert.exact_cards,
                          &a.expert.rollout_to, &a.expert.node_budget))
        return NULL;
    a.seed_deals = sd; a.seed_hands = sh; a.seed_bot[0] = s0; a.seed_bot[1] = s1;
    PyObject *seq = PySequence_Fast(kernels_o, "a sequence of kernels");
    if (!seq) return NULL;
    int nv = (int)PySequence_Fast_GET_SIZE(seq), names[MAX_PAIRED];
    if (nv < 1 || nv > MAX_PAIRED || get_ints_seq(names_o, names, nv) < 0) {
        Py_DECREF(seq);
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "1 to 8 kernels, one names flag each");
        return NULL;
    }
    Flow *flows[MAX_PAIRED];
    const Tables *tables[MAX_PAIRED];
    for (int v = 0; v < nv; v++) {
        PyObject *k = PySequence_Fast_GET_ITEM(seq, v);
        if (!PyObject_TypeCheck(k, &KernelType)) { Py_DECREF(seq); PyErr_SetString(PyExc_TypeError, "kernels"); return NULL; }
        flows[v] = &((Kernel *)k)->flow; tables[v] = &((Kernel *)k)->t;
    }
    ChunkOut outs[MAX_PAIRED], joints[MAX_PAIRED];
    memset(outs, 0, sizeof outs); memset(joints, 0, sizeof joints);
    int status = paired_run(flows, tables, nv, ((Kernel *)PySequence_Fast_GET_ITEM(seq, 0))->solver, &a,
                            names, outs, joints, replay);
    PyObject *list = status < 0 ? NULL : PyList_New(nv);
    for (int v = 0; list && v < nv; v++) {
        PyObject *d = chunk_dict(&outs[v], tables[v]->nprocs), *joint = v ? outcome_list(&joints[v]) : PyList_New(0);
        if (!d || !joint || PyDict_SetItemString(d, "joint", joint) < 0) { Py_XDECREF(d); Py_XDECREF(joint); Py_CLEAR(list); break; }
        Py_DECREF(joint);
        PyList_SET_ITEM(list, v, d);
    }
    for (int v = 0; v < nv; v++) { chunk_out_free(&outs[v]); chunk_out_free(&joints[v]); }
    Py_DECREF(seq);
    return list;
}

static int read_cards(PyObject *seq_obj, int *out, int most) {
    PyObject *seq = PySequence_Fast(seq_obj, "a list of card ints");
    if (!seq) return -1;
    int n = (int)PySequence_Fast_GET_SIZE(seq);
    if (n > most) { Py_DECREF(seq); PyErr_SetString(PyExc_ValueError, "too many cards"); return -1; }
    for (int i = 0; i < n; i++) {
        out[i] = (int)PyLong_AsLong(PySequence_Fast_GET_ITEM(seq, i));
        if (out[i] < 0 || out[i] >= NCARDS) { Py_DECREF(seq); PyErr_SetString(PyExc_ValueError, "a card is 0..39"); return -1; }
    }
    Py_DECREF(seq);
    return n;
}

/* play_deal(deck, dealer, proc, cut_suit, pick, bot0, bot1, seed): one given deal played out. */
static PyObject *Kernel_play_deal(Kernel *self, PyObject *args) {
    PyObject *deck_obj;
    int dealer, proc, cut, pick, bots[2], deck_i[NCARDS];
    unsigned long long seed;
    if (!PyArg_ParseTuple(args, "OiiiiiiK", &deck_obj, &dealer, &proc, &cut, &pick, &bots[0], &bots[1], &seed))
        return NULL;
    if (read_cards(deck_obj, deck_i, NCARDS) != NCARDS || dealer < 0 || dealer > 3 || proc < 0
        || proc >= self->t.nprocs || pick < 0 || pick > 9 || cut < 0 || cut > 3) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "a deck of 40 cards, a dealer 0..3, a procedure");
        return NULL;
    }
    signed char deck[NCARDS];
    for (int i = 0; i < NCARDS; i++) deck[i] = (signed char)deck_i[i];
    Hand h;
    Rng bot[2];
    rng_seed(&bot[0], seed); rng_seed(&bot[1], seed ^ 0x5DEECE66DULL);
    hand_deal(&self->t, &h, deck, dealer, proc, cut, pick);
    ExpertParams ep = {24, 20, 20, 0, 0};
    int values[256];
    for (int p = 0; p <= self->t.total; p++) values[p] = 2 * p - self->t.total;
    long decisions = 0, nodes = 0;
    play_hand(&self->t, &h, bots, bot, self->solver, values, &ep, &decisions, &nodes);
    PyObject *moves = PyList_New(NCARDS);
    for (int i = 0; moves && i < NCARDS; i++) PyList_SET_ITEM(moves, i, PyLong_FromLong(h.moves[i]));
    return Py_BuildValue("(iiN)", h.points[0], h.tricks[0], moves);
}

/* A seat's view from Python: (seat, mine, counts, moves, trick_leaders, leader, trump,
 * trump_card, holder, trump_played, points0, gone). `moves`: the cards of the finished tricks
 * the seat remembers, in order, then the trick in progress; `gone`: other cards played.
 * Returns 0, or -1 with an exception set. */
static int read_view(Kernel *self, PyObject *args, Hand *h, PyObject **rest) {
    PyObject *mine_o, *counts_o, *moves_o, *leaders_o, *gone_o;
    int seat, leader, trump, trump_card, holder, trump_played, points0, mine[10], counts[4];
    int moves[NCARDS], leaders[10], gone[NCARDS];
    Py_ssize_t size = PyTuple_Size(args);
    if (size < 13) { PyErr_SetString(PyExc_TypeError, "a seat's view and what to do with it"); return -1; }
    PyObject *view = PyTuple_GetSlice(args, 0, 12);
    if (!view) return -1;
    int ok = PyArg_ParseTuple(view, "iOOOOiiiipiO", &seat, &mine_o, &counts_o, &moves_o, &leaders_o,
                              &leader, &trump, &trump_card, &holder, &trump_played, &points0, &gone_o);
    Py_DECREF(view);
    if (!ok) return -1;
    if (seat < 0 || seat > 3 || leader < 0 || leader > 3 || trump < 0 || trump > 3 || holder > 3
        || trump_card >= NCARDS || points0 < 0 || points0 > self->t.total) {
        PyErr_SetString(PyExc_ValueError, "seats and suits 0..3, a card 0..39 or -1, points in the deck");
        return -1;
    }
    int nm = read_cards(mine_o, mine, 10), nmoves = read_cards(moves_o, moves, NCARDS);
    int ngone = read_cards(gone_o, gone, NCARDS), nl = read_cards(leaders_o, leaders, 10);
    if (nm < 1 || nmoves < 0 || ngone < 0 || nl < 0 || get_ints_seq(counts_o, counts, 4) < 0) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "the seat holds a card");
        return -1;
    }
    if (nmoves - 4 * nl < 0 || nmoves - 4 * nl > 3) {
        PyErr_SetString(PyExc_ValueError, "one leader per finished trick, then at most 3 cards");
        return -1;
    }
    memset(h, 0, sizeof *h);
    for (int i = 0; i < nm; i++) {
        h->order[mine[i]] = (signed char)i; h->dealt[seat][i] = (signed char)mine[i];
        h->mask[seat] |= (u64)1 << mine[i];
    }
    int spare = 0; /* a card not held fills the rest: the mask filters it out */
    while (h->mask[seat] >> spare & 1) spare++;
    for (int i = nm; i < 10; i++) h->dealt[seat][i] = (signed char)spare;
    for (int s = 0; s < 4; s++) h->n[s] = counts[s] < 0 || counts[s] > 10 ? 0 : counts[s];
    h->n[seat] = nm;
    for (int i = 0; i < nmoves; i++) h->moves[i] = (signed char)moves[i];
    for (int i = 0; i < ngone; i++) h->gone |= (u64)1 << gone[i];
    for (int k = 0; k < nl; k++) h->trick_leaders[k] = (signed char)(leaders[k] & 3);
    h->ntricks = nl; h->trick_len = nmoves - 4 * nl;
    for (int i = 0; i < h->trick_len; i++) h->trick[i] = moves[4 * nl + i];
    h->leader = leader; h->turn = seat; h->trump = trump; h->trump_card = trump_card; h->holder = holder;
    h->points[0] = points0; h->trump_played = trump_played;
    *rest = PyTuple_GetSlice(args, 12, size);
    return *rest ? 0 : -1;
}

/* expert(*view, values, (worlds, exact_cards, rollout_to, node_budget, millis),
 *        seed) -> (card, nodes) */
static PyObject *Kernel_expert(Kernel *self, PyObject *args) {
    Hand h;
    PyObject *rest, *values_o;
    int values[256];
    ExpertParams ep;
    unsigned long long seed;
    if (read_view(self, args, &h, &rest) < 0) return NULL;
    int ok = PyArg_ParseTuple(rest, "O(iiild)K", &values_o, &ep.worlds, &ep.exact_cards, &ep.rollout_to,
                              &ep.node_budget, &ep.millis, &seed);
    Py_DECREF(rest);
    if (!ok || get_ints_seq(values_o, values, self->t.total + 1) < 0) return NULL;
    Rng rng;
    rng_seed(&rng, seed);
    long nodes = 0;
    int card = expert_choose(&self->t, self->solver, &h, values, &ep, &rng, &nodes);
    return Py_BuildValue("(il)", card, nodes);
}

/* worlds(*view, count, seed) -> `count` worlds the expert could deal there, each the four
 * seats' cards as bit masks ([] where none can be dealt) */
static PyObject *Kernel_worlds(Kernel *self, PyObject *args) {
    Hand h;
    PyObject *rest;
    int count;
    unsigned long long seed;
    if (read_view(self, args, &h, &rest) < 0) return NULL;
    int ok = PyArg_ParseTuple(rest, "iK", &count, &seed);
    Py_DECREF(rest);
    if (!ok) return NULL;
    Deal d;
    Rng rng;
    rng_seed(&rng, seed);
    PyObject *out = PyList_New(0);
    if (!out || deal_setup(&self->t, &h, &d) < 1) return out;
    for (int w = 0; w < count; w++) {
        u64 world[4];
        if (!deal_world(&rng, &d, world)) break;
        PyObject *one = Py_BuildValue("[KKKK]", (unsigned long long)world[0], (unsigned long long)world[1],
                                      (unsigned long long)world[2], (unsigned long long)world[3]);
        if (!one || PyList_Append(out, one) < 0) { Py_XDECREF(one); Py_DECREF(out); return NULL; }
        Py_DECREF(one);
    }
    return out;
}

/* solve(hands, trick, leader, trump, trump_played) -> (team 0's points from here, nodes) */
static PyObject *Kernel_solve(Kernel *self, PyObject *args) {
    PyObject *hands_o, *trick_o;
    int leader, trump, trump_played, trick[4], masks[4];
    if (!PyArg_ParseTuple(args, "OOiip", &hands_o, &trick_o, &leader, &trump, &trump_played)) return NULL;
    PyObject *seq = PySequence_Fast(hands_o, "four hands, lists of card ints");
    if (!seq) return NULL;
    if (PySequence_Fast_GET_SIZE(seq) != 4) { Py_DECREF(seq); PyErr_SetString(PyExc_ValueError, "four hands"); return NULL; }
    Pos p;
    memset(&p, 0, sizeof p);
    for (int s = 0; s < 4; s++) {
        int cards[10], n = read_cards(PySequence_Fast_GET_ITEM(seq, s), cards, 10);
        if (n < 0) { Py_DECREF(seq); return NULL; }
        for (int i = 0; i < n; i++) p.hand[s] |= (u64)1 << cards[i];
        masks[s] = n;
    }
    Py_DECREF(seq);
    int len = read_cards(trick_o, trick, 3);
    if (len < 0 || leader < 0 || leader > 3 || trump < 0 || trump > 3) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "a leader and a trump suit, 0..3");
        return NULL;
    }
    (void)masks;
    for (int i = 0; i < len; i++) p.trick[i] = trick[i];
    p.len = len; p.leader = leader; p.turn = (leader + self->t.step * len) & 3;
    p.trump = trump; p.trump_played = trump_played;
    self->solver->t = &self->t;
    solver_new_world(self->solver);
    long before = self->solver->nodes;
    int value = solve(self->solver, &p, -1, 1000);
    return Py_BuildValue("(il)", value, self->solver->nodes - before);
}

static PyMethodDef Kernel_methods[] = {
    {"solve", (PyCFunction)Kernel_solve, METH_VARARGS, "Exact search: (team 0's points from here, nodes)."},
    {"run_chunk", (PyCFunction)Kernel_run_chunk, METH_VARARGS, "Play a chunk; its counts as a dict."},
    {"play_deal", (PyCFunction)Kernel_play_deal, METH_VARARGS, "Play one given deal: (p0, t0, moves)."},
    {"expert", (PyCFunction)Kernel_expert, METH_VARARGS, "The expert's card for a seat: (card, nodes)."},
    {"worlds", (PyCFunction)Kernel_worlds, METH_VARARGS, "Worlds the expert could deal for a seat."},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject KernelType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "sueca_rules.kernel._kernel.Kernel",
    .tp_basicsize = sizeof(Kernel),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Kernel_init,
    .tp_dealloc = (destructor)Kernel_dealloc,
    .tp_methods = Kernel_methods,
    .tp_doc = "Tables compiled from Rules, and the match flow to ask (see kernel/native.py).",
};

static PyMethodDef module_methods[] = {
    {"run_paired", run_paired, METH_VARARGS, "Play a paired chunk: one dict per kernel."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_kernel", "The compiled playout kernel.", -1,
                                    module_methods, NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__kernel(void) {
    if (PyType_Ready(&KernelType) < 0) return NULL;
    PyObject *m = PyModule_Create(&module);
    if (!m) return NULL;
    Py_INCREF(&KernelType);
    if (PyModule_AddObject(m, "Kernel", (PyObject *)&KernelType) < 0) { Py_DECREF(&KernelType); Py_DECREF(m); return NULL; }
    PyModule_AddIntConstant(m, "ABI", 1);
    return m;
}
