// dlx-reference.c: xcover's fast path (dlx.Matrix.SolveInto on the
// reduced sudoku encoding) written again in plain C, to tell what the
// algorithm costs from what Go's compiler adds. Same encoding (items cell,
// row, column, box in that order, only the givens' open ones; options cell
// by cell in value order), same layout (spacers between options, each
// node's top in an array of its own, the zero and one size bitsets' words
// in turn), same search (MRV, leftmost on ties, first solution): it visits
// the same nodes and makes the same updates as the Go engine, and prints
// their totals to prove it.
//
//   gcc -O2 -o /tmp/dlx-reference docs/dlx-reference.c
//   /tmp/dlx-reference ../shared/data/sudoku17-49151.txt
//
// It reads 9x9 puzzles, one per line, blanks as 0 or '.', and times five
// runs over the whole file on one core.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct { int32_t up, down; } node;
typedef struct { int32_t prev, next; } link;

static node nodes[4096];
static int32_t tops[4096];
static link items[400];
static uint64_t sizes[16]; // zero's word w at 2w, one's at 2w+1
static int pwords;
static uint64_t lastMask;
static int32_t stack[400];
static long nodesVisited, updates;

static void cover(int32_t x) {
	int32_t l = items[x].prev, r = items[x].next;
	items[l].next = r;
	items[r].prev = l;
	uint64_t bit = 1ULL << (x & 63);
	sizes[2 * (x >> 6)] &= ~bit;
	sizes[2 * (x >> 6) + 1] &= ~bit;
	updates++;
	for (int32_t p = nodes[x].down; p != x; p = nodes[p].down) {
		for (int32_t q = p + 1; q != p;) {
			node n = nodes[q];
			int32_t top = tops[q];
			if (top <= 0) { // a spacer: back to the option's first node
				updates += q - n.up - 1;
				q = n.up;
				continue;
			}
			nodes[n.up].down = n.down;
			nodes[n.down].up = n.up;
			int32_t size = --tops[top];
			sizes[2 * (top >> 6) + ((uint32_t)-size >> 31)] |= size > 1 ? 0 : 1ULL << (top & 63);
			q++;
		}
	}
}

static void uncover(int32_t x) {
	int32_t l = items[x].prev, r = items[x].next;
	items[l].next = x;
	items[r].prev = x;
	uint64_t bit = 1ULL << (x & 63);
	if (tops[x] == 0) sizes[2 * (x >> 6)] |= bit;
	if (tops[x] <= 1) sizes[2 * (x >> 6) + 1] |= bit;
	// No updates counted: Knuth counts those of cover only.
	for (int32_t p = nodes[x].up; p != x; p = nodes[p].up) {
		for (int32_t q = p - 1; q != p;) {
			node n = nodes[q];
			int32_t top = tops[q];
			if (top <= 0) { // a spacer: on from the option's last node
				q = n.down;
				continue;
			}
			nodes[n.up].down = q;
			nodes[n.down].up = q;
			int32_t size = tops[top]++;
			sizes[2 * (top >> 6) + ((uint32_t)-size >> 31)] &= ~(size > 1 ? 0 : 1ULL << (top & 63));
			q--;
		}
	}
}

static void coverOthers(int32_t p) {
	for (int32_t q = p + 1; q != p;) {
		if (tops[q] <= 0) { q = nodes[q].up; continue; }
		cover(tops[q++]);
	}
}

static void uncoverOthers(int32_t p) {
	for (int32_t q = p - 1; q != p;) {
		if (tops[q] <= 0) { q = nodes[q].down; continue; }
		uncover(tops[q--]);
	}
}

// firstSmall returns the leftmost primary item in the zero (set 0) or one
// (set 1) bitset, or 0.
static int32_t firstSmall(int set) {
	for (int w = 0; w < pwords; w++) {
		uint64_t b = sizes[2 * w + set];
		if (w == pwords - 1) b &= lastMask;
		if (b) return w * 64 + __builtin_ctzll(b);
	}
	return 0;
}

static int32_t choose(int32_t *size) {
	int32_t first = items[0].next;
	if (first == 0) return 0;
	int32_t x = firstSmall(0);
	if (!x) x = firstSmall(1);
	if (x) { *size = tops[x]; return x; }
	int32_t best = first, s = tops[first];
	for (int32_t p = items[first].next; p != 0 && s > 2; p = items[p].next)
		if (tops[p] < s) { best = p; s = tops[p]; }
	*size = s;
	return best;
}

static void encode(const char *g) {
	uint64_t used[3][9] = {{0}};
	for (int i = 0; i < 81; i++) {
		int v = g[i] - '0', r = i / 9, c = i % 9, b = r / 3 * 3 + c / 3;
		if (v) { used[0][r] |= 1ULL << (v - 1); used[1][c] |= 1ULL << (v - 1); used[2][b] |= 1ULL << (v - 1); }
	}
	int32_t itemAt[324], n = 0; // full item index -> item, or -1
	for (int i = 0; i < 81; i++) { int32_t open = g[i] == '0'; itemAt[i] = n | (open - 1); n += open; }
	for (int k = 0; k < 3; k++)
		for (int a = 0; a < 9; a++)
			for (int b = 0; b < 9; b++) {
				int32_t open = (~used[k][a] >> b) & 1;
				itemAt[(k + 1) * 81 + a * 9 + b] = n | (open - 1);
				n += open;
			}
	for (int i = 0; i < n + 2; i++) { items[i].prev = i - 1; items[i].next = i + 1; nodes[i].up = nodes[i].down = i; tops[i] = 0; }
	items[0].prev = n; items[n].next = 0;
	int32_t x = n + 2, spacer = 0; // node n+1 is the first spacer
	for (int i = 0; i < 81; i++) {
		if (g[i] != '0') continue;
		int r = i / 9, c = i % 9, b = r / 3 * 3 + c / 3;
		for (uint64_t free = 0x1ff & ~(used[0][r] | used[1][c] | used[2][b]); free; free &= free - 1) {
			int v = __builtin_ctzll(free);
			int32_t it[4] = {itemAt[i], itemAt[81 + r * 9 + v], itemAt[162 + c * 9 + v], itemAt[243 + b * 9 + v]};
			int32_t first = x;
			for (int j = 0; j < 4; j++, x++) {
				int32_t head = it[j] + 1, last = nodes[head].up;
				nodes[x].up = last; nodes[x].down = head; tops[x] = head;
				nodes[last].down = x; nodes[head].up = x; tops[head]++;
			}
			nodes[first - 1].down = x - 1;
			nodes[x].up = first; nodes[x].down = 0; tops[x] = --spacer;
			x++;
		}
	}
	memset(sizes, 0, sizeof sizes);
	for (int32_t i = 1; i <= n; i++) {
		if (tops[i] == 0) sizes[2 * (i >> 6)] |= 1ULL << (i & 63);
		if (tops[i] <= 1) sizes[2 * (i >> 6) + 1] |= 1ULL << (i & 63);
	}
	pwords = (n + 1 + 63) / 64;
	lastMask = ~0ULL >> (63 - n % 64);
}

// solve is Algorithm X (TAOCP 7.2.2.1, X2-X8) to the first solution.
static int solve(void) {
	int level = 0;
	int32_t x, i, size;
enter:
	nodesVisited++;
	i = choose(&size);
	if (i == 0) return 1;
	if (size == 0) goto backtrack;
	cover(i);
	x = nodes[i].down;
	stack[level] = x;
try:
	if (x == i) { uncover(i); goto backtrack; }
	coverOthers(x);
	level++;
	goto enter;
backtrack:
	if (level == 0) return 0;
	level--;
	x = stack[level];
	uncoverOthers(x);
	i = tops[x];
	x = nodes[x].down;
	stack[level] = x;
	goto try;
}

int main(int argc, char **argv) {
	FILE *f = argc > 1 ? fopen(argv[1], "r") : NULL;
	int runs = argc > 2 ? atoi(argv[2]) : 5;
	if (!f || runs < 1) { fprintf(stderr, "usage: dlx-reference FILE [RUNS]\n"); return 2; }
	char line[256], (*puzzles)[81] = NULL;
	int count = 0, room = 0;
	while (fgets(line, sizeof line, f)) {
		if (strlen(line) < 81 || line[0] == '#') continue;
		if (count == room) puzzles = realloc(puzzles, (room = 2 * room + 1024) * sizeof *puzzles);
		for (int i = 0; i < 81; i++) puzzles[count][i] = line[i] == '.' ? '0' : line[i];
		count++;
	}
	for (int run = 0; run < runs; run++) {
		struct timespec t0, t1;
		long solved = 0;
		nodesVisited = updates = 0;
		clock_gettime(CLOCK_MONOTONIC, &t0);
		for (int k = 0; k < count; k++) { encode(puzzles[k]); solved += solve(); }
		clock_gettime(CLOCK_MONOTONIC, &t1);
		double s = (t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9;
		printf("%d puzzles, %ld solved, %ld nodes, %ld updates, %.3f s, %.0f puzzles/s\n",
		       count, solved, nodesVisited, updates, s, count / s);
	}
	return 0;
}
