// A NOIP 2011 "Mayan puzzle" solution with a classic bug, for `mayan duel`
// to find (docs/contestants.md, "Stress testing your program").
//
// It is the usual depth-first search: moves in the order x, then y, then
// right before left; a left move only into an empty cell (into a block it
// is the same swap as that block's right move, which came first); a colour
// with one or two blocks left can never vanish. And it skips every swap of
// two blocks of one colour, as many accepted solutions do. Under the
// reading that null moves are not moves (`--no-null-moves`) that is right.
// Under the statement's literal rules it is wrong: such a swap is a move,
// and a board that clears in fewer than n moves may need one to use up the
// budget. Built with -DLITERAL it makes those swaps too and is right under
// the literal rules.
//
//   g++ -std=c++14 -O2 -o skip-equal examples/duel/skip-equal.cpp
//   mayan duel -- ./skip-equal              # a counterexample, shrunk
//   mayan duel --no-null-moves -- ./skip-equal   # every board agrees
#include <cstdio>
#include <cstring>

const int W = 5, H = 7;
int n;
int board[W][H];
int moves[6][3];

// Lets blocks fall and runs of three or more vanish until nothing changes.
void settle(int b[W][H]) {
    for (;;) {
        for (int x = 0; x < W; x++) {
            int k = 0;
            for (int y = 0; y < H; y++)
                if (b[x][y]) b[x][k++] = b[x][y];
            for (; k < H; k++) b[x][k] = 0;
        }
        bool gone[W][H];
        memset(gone, 0, sizeof gone);
        bool any = false;
        for (int x = 0; x < W; x++)
            for (int y = 0; y < H; y++) {
                int c = b[x][y];
                if (!c) continue;
                if (x + 2 < W && b[x + 1][y] == c && b[x + 2][y] == c) {
                    gone[x][y] = gone[x + 1][y] = gone[x + 2][y] = true;
                    any = true;
                }
                if (y + 2 < H && b[x][y + 1] == c && b[x][y + 2] == c) {
                    gone[x][y] = gone[x][y + 1] = gone[x][y + 2] = true;
                    any = true;
                }
            }
        if (!any) return;
        for (int x = 0; x < W; x++)
            for (int y = 0; y < H; y++)
                if (gone[x][y]) b[x][y] = 0;
    }
}

bool hopeless(int b[W][H]) {
    int count[11] = {0};
    for (int x = 0; x < W; x++)
        for (int y = 0; y < H; y++) count[b[x][y]]++;
    for (int c = 1; c <= 10; c++)
        if (count[c] == 1 || count[c] == 2) return true;
    return false;
}

bool clear(int b[W][H]) {
    for (int x = 0; x < W; x++)
        if (b[x][0]) return false;
    return true;
}

bool search(int b[W][H], int depth) {
    if (depth == n) return clear(b);
    if (clear(b) || hopeless(b)) return false;
    for (int x = 0; x < W; x++)
        for (int y = 0; y < H && b[x][y]; y++)
            for (int g = 1; g >= -1; g -= 2) {
                int t = x + g;
                if (t < 0 || t >= W) continue;
                if (g == -1 && b[t][y]) continue;
#ifndef LITERAL
                if (b[t][y] == b[x][y]) continue;  // the bug
#endif
                int next[W][H];
                memcpy(next, b, sizeof next);
                int c = next[x][y];
                next[x][y] = next[t][y];
                next[t][y] = c;
                settle(next);
                moves[depth][0] = x;
                moves[depth][1] = y;
                moves[depth][2] = g;
                if (search(next, depth + 1)) return true;
            }
    return false;
}

int main() {
    if (scanf("%d", &n) != 1) return 1;
    for (int x = 0; x < W; x++)
        for (int y = 0;; y++) {
            int c;
            if (scanf("%d", &c) != 1) return 1;
            if (!c) break;
            if (y < H) board[x][y] = c;
        }
    if (search(board, 0))
        for (int i = 0; i < n; i++) printf("%d %d %d\n", moves[i][0], moves[i][1], moves[i][2]);
    else
        printf("-1\n");
    return 0;
}
