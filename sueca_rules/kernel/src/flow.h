/* The match between hands, as the Python engine scores it: the kernel asks once per new
 * (match state, team 0's points, team 0's tricks) and remembers the answer. */
#ifndef SUECA_FLOW_H
#define SUECA_FLOW_H
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include "kernel.h"

typedef struct {
    PyObject *py;        /* start(dealer), step(id, p0, t0), redeal(id), names(ids), values(ties) */
    int n, cap;
    int *dealer, *winner, *ties, *redeal_next, *scores; /* scores: the score's own number */
    u64 *tkeys, tcap, tused;
    int *tnext;
    u64 *nkeys, ncap, nused;   /* match histories seen -> their named results, as a bit mask */
    u64 *nmask;
    int *narena, narena_len, narena_cap, *noffset, *nlength;
    int start[4];
    int nvalues;
    int **values;        /* per state: team 0's worth of each card-point total of the hand */
    int total;
} Flow;

int flow_init(Flow *f, PyObject *py, int total);
void flow_clear(Flow *f);
int flow_start(Flow *f, int dealer);           /* -1 with a Python error set */
int flow_step(Flow *f, int id, int p0, int t0);
int flow_redeal(Flow *f, int id);
/* `ids`: the numbers of the scores after each hand of a match won, then its winner (see
 * MatchFlow.names) */
int flow_names(Flow *f, const int *ids, int n, long *counts, int ncounts);
const int *flow_values(Flow *f, int id); /* what the expert plays for from state `id` */

#endif
