// The NOIP 2011 "Mayan puzzle" checker (special judge), written by
// `mayan export checker` (docs/judge.md in mayan's repository).
//
// Self-contained C++14, no third-party header. It holds its own rules
// engine and search, and gives the same verdicts as `mayan check --judge
// testlib` (the Rust judge, docs/spec.md section 4); the project's tests
// compile it and hold it to that judge on every official case, on generated
// answers and on malformed output.
//
// Two conventions, told apart by the number of arguments:
//   testlib (Luogu, Codeforces/Polygon, most school judges):
//     checker INPUT OUTPUT ANSWER [REPORT [-appes]]
//     exit 0 accepted, 1 wrong answer, 2 presentation error, 3 judge failure;
//     one line on stderr (`ok ...`, `wrong answer ...`, `wrong output
//     format ...`, `FAIL ...`), also written to REPORT when given (with
//     -appes as testlib's XML <result>).
//   Lemon and LemonLime:
//     checker INPUT OUTPUT ANSWER FULL_SCORE SCORE_FILE REPORT_FILE
//     FULL_SCORE or 0 in SCORE_FILE, the same line in REPORT_FILE, exit 0;
//     when it cannot judge: no score, `FAIL ...` in REPORT_FILE, exit 3.
//
//   Kattis and DOMjudge (the problem package format's output validator),
//   when MAYAN_KATTIS is 1:
//     checker INPUT ANSWER FEEDBACK_DIR [FLAGS...] < OUTPUT
//     exit 42 accepted, 43 wrong answer (a presentation error too), with the
//     line in FEEDBACK_DIR/judgemessage.txt; when it cannot judge, exit 1.
//     checker INPUT < ANSWER (an answer validator): 42 when ANSWER is a right
//     answer to INPUT, 43 when not.
//
// With MAYAN_SOLUTION 1 it is no checker but a solution of the problem
// (`mayan package` puts it in submissions/accepted/): it reads the puzzle on
// stdin and prints the answer its search finds, the one it judges against.
//
// The goal, the reading of null moves and the convention are fixed when the
// file is written (the lines below; `mayan export checker --goal G
// [--no-null-moves]` and `mayan package` write them), or with
// -DMAYAN_GOAL=... -DMAYAN_NULL_MOVES=... -DMAYAN_KATTIS=... .

#ifndef MAYAN_GOAL
#define MAYAN_GOAL 0 // 0 exact (NOIP), 1 at-most, 2 shortest
#endif
#ifndef MAYAN_NULL_MOVES
#define MAYAN_NULL_MOVES 1 // 1 null moves are moves (literal), 0 refused
#endif
#ifndef MAYAN_KATTIS
#define MAYAN_KATTIS 0 // 1 the Kattis output validator, 0 testlib or Lemon
#endif
#ifndef MAYAN_SOLUTION
#define MAYAN_SOLUTION 0 // 1 a solution (puzzle on stdin, answer on stdout)
#endif

#include "mayan-noip.hpp"

#include <unordered_map>
#include <unordered_set>
#include <utility>

namespace {

enum Goal { EXACT = 0, AT_MOST = 1, SHORTEST = 2 };
const Goal GOAL = Goal(MAYAN_GOAL);
const bool NULL_MOVES = MAYAN_NULL_MOVES != 0;

// `1 move`, `3 moves`.
std::string count(long long n, const char *noun) {
    return str(n) + " " + noun + (n == 1 ? "" : "s");
}

std::string describe(int budget) {
    switch (GOAL) {
    case EXACT: return "exactly " + count(budget, "move");
    case AT_MOST: return "at most " + count(budget, "move");
    default: return "the fewest moves, up to " + str(budget);
    }
}

// ---------------------------------------------------------------- moves

// Directions in the order of docs/spec.md section 5.
enum Dir { RIGHT = 0, LEFT = 1, UP = 2, DOWN = 3 };
const char *const DIR_NAME[4] = {"Right", "Left", "Up", "Down"};

struct Move {
    int x, y, dir;
    bool operator==(const Move &o) const { return x == o.x && y == o.y && dir == o.dir; }
};

// ------------------------------------------------------------ the answer

// A move as written (the reader of mayan_core::format::notation).
struct MoveText {
    enum Kind { MOVE, SWAP, OUTSIDE } kind;
    long long x, y;
    int dir;
    size_t line;
};

struct Answer {
    bool minus_one; // `-1`
    std::vector<MoveText> moves;
};

// `rRcC`: digits only, each an i64.
bool parse_panel(const std::string &t, long long &r, long long &c) {
    if (t.size() < 4 || (t[0] != 'r' && t[0] != 'R')) return false;
    size_t cpos = std::string::npos;
    for (size_t j = 1; j < t.size(); j++)
        if (t[j] == 'c' || t[j] == 'C') { cpos = j; break; }
    if (cpos == std::string::npos) return false;
    std::string a = t.substr(1, cpos - 1), b = t.substr(cpos + 1);
    if (a.empty() || b.empty() || a[0] == '+' || a[0] == '-' || b[0] == '+' || b[0] == '-') return false;
    bool big;
    return parse_i64(a, r, big) && parse_i64(b, c, big);
}

bool parse_answer(const std::string &text, Answer &ans, std::string &why) {
    ans.minus_one = false;
    ans.moves.clear();
    size_t minus_line = 0, line = 0, start = 0;
    std::string minus_at;
    while (start <= text.size()) {
        size_t end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        line++;
        std::vector<Token> toks = tokens(text, start, end, line);
        start = end + 1;
        if (toks.empty()) continue;
        if (toks.size() == 1 && toks[0].text == "-1") {
            if (ans.minus_one) { why = toks[0].at() + "`-1` (no solution) again: it is a whole answer, one line, and line " + str(minus_line) + " had it"; return false; }
            ans.minus_one = true;
            minus_line = line;
            minus_at = toks[0].at();
            continue;
        }
        MoveText m;
        m.line = line;
        if (toks.size() == 1) {
            long long r, c;
            if (!parse_panel(toks[0].text, r, c)) { why = toks[0].at() + "`" + show(toks[0].text) + "` is not a move (expected `x y g`, `x y R|L|U|D` or `rRcC`)"; return false; }
            m.dir = RIGHT;
            if (r >= 1 && r <= 16 && c >= 1 && c <= 16) m.kind = MoveText::SWAP;
            else m.kind = MoveText::OUTSIDE;
            m.x = c - 1;
            m.y = r - 1;
        } else if (toks.size() != 3) {
            why = toks[0].at() + "a move is three fields `x y g` or `x y R|L|U|D`, found " + str(toks.size());
            return false;
        } else {
            bool big;
            const char *what[2] = {"x", "y"};
            long long v[2];
            for (int f = 0; f < 2; f++)
                if (!parse_i64(toks[f].text, v[f], big)) {
                    why = toks[f].at() + (big ? std::string(what[f]) + " `" + show(toks[f].text) + "` is far too large" : "expected " + std::string(what[f]) + " (an integer), found `" + show(toks[f].text) + "`");
                    return false;
                }
            const std::string &d = toks[2].text;
            if (d == "1" || d == "+1") m.dir = RIGHT;
            else if (d == "-1") m.dir = LEFT;
            else if (d == "R" || d == "r") m.dir = RIGHT;
            else if (d == "L" || d == "l") m.dir = LEFT;
            else if (d == "U" || d == "u") m.dir = UP;
            else if (d == "D" || d == "d") m.dir = DOWN;
            else { why = toks[2].at() + "`" + show(d) + "` is not a direction (expected 1 or -1, or R, L, U, D)"; return false; }
            m.x = v[0];
            m.y = v[1];
            m.kind = (m.x >= 0 && m.x < 16 && m.y >= 0 && m.y < 16) ? MoveText::MOVE : MoveText::OUTSIDE;
        }
        ans.moves.push_back(m);
        if (end == text.size()) break;
    }
    if (ans.minus_one && !ans.moves.empty()) { why = minus_at + "`-1` (no solution) mixed with moves"; return false; }
    return true;
}

std::string cell(long long x, long long y) { return "(" + str(x) + ", " + str(y) + ")"; }

// Resolves a written move on `b` and checks it under the drag rules
// (Board::classify): empty `why` when legal; `null` for a null move.
Move resolve(const MoveText &t, const Board &b, std::string &why, bool &null) {
    Move m = {0, 0, t.dir};
    why.clear();
    null = false;
    if (t.kind == MoveText::OUTSIDE) { why = cell(t.x, t.y) + " is outside the board"; return m; }
    m.x = int(t.x); // from 0 to 15 from here on
    m.y = int(t.y);
    if (t.kind == MoveText::SWAP) {
        if (t.x >= W || t.y >= H) { why = cell(t.x, t.y) + " is outside the board"; return m; }
        if (t.x + 1 >= W) { why = "the block at " + cell(t.x, t.y) + " cannot move Right: that is off the board"; return m; }
        if (!(b.c[t.x][t.y] != 0 || b.c[t.x + 1][t.y] == 0)) m = Move{int(t.x) + 1, int(t.y), LEFT};
    }
    if (m.x >= W || m.y >= H) { why = cell(m.x, m.y) + " is outside the board"; return m; }
    if (m.dir == UP || m.dir == DOWN) { why = std::string("the drag rules do not allow moving ") + DIR_NAME[m.dir]; return m; }
    int v = b.c[m.x][m.y];
    if (!v) { why = "there is no block at " + cell(m.x, m.y); return m; }
    int tx = m.x + (m.dir == RIGHT ? 1 : -1);
    if (tx < 0 || tx >= W) { why = "the block at " + cell(m.x, m.y) + " cannot move " + DIR_NAME[m.dir] + ": that is off the board"; return m; }
    null = b.c[tx][m.y] == v;
    return m;
}

Board play(const Board &b, const Move &m) {
    Board n = b;
    int tx = m.x + (m.dir == RIGHT ? 1 : -1);
    std::swap(n.c[m.x][m.y], n.c[tx][m.y]);
    n.settle();
    return n;
}

// --------------------------------------------------------------- search

// The smallest solution for the goal (docs/spec.md sections 4 and 5): a
// depth-first search of the moves in order, the distinct swaps of
// Board::for_each_move, with the failed positions remembered.
struct Search {
    std::unordered_set<Board, BoardHash> failed_exact[MAX_BUDGET + 1];
    std::unordered_map<Board, int, BoardHash> failed_within; // the most moves that failed
    bool nulls;
    std::vector<Move> path;

    // A lower bound on the moves a board needs (the argument of
    // crates/mayan-solve/src/bound): every block vanishes in a line of
    // three or more, so the columns a colour's blocks are in when they
    // vanish make a "decomposable" vector of counts (vertical lines, and
    // horizontal lines of three or more neighbouring columns). Only moves
    // change a block's column, by one, and a move shifts at most two blocks,
    // of two colours: if a colour is m shifts away from every decomposable
    // vector, the board needs at least half the sum of the m. A colour of
    // one or two blocks never goes.
    static const int DEEPEST = 4; // shifts counted; more reads as DEEPEST + 1
    signed char decomposable_table[1 << 15], shifts_table[1 << 15];
    int stamp[1 << 15], stamps = 0;
    Search() {
        std::memset(decomposable_table, -1, sizeof decomposable_table);
        std::memset(shifts_table, -1, sizeof shifts_table);
        std::memset(stamp, 0, sizeof stamp);
    }

    static int key_of(const int c[W]) {
        int key = 0;
        for (int x = 0; x < W; x++) key = key * 8 + c[x];
        return key;
    }

    bool decomposable_key(int key) {
        signed char &d = decomposable_table[key];
        if (d < 0) {
            int c[W];
            for (int x = W - 1, k = key; x >= 0; x--, k /= 8) c[x] = k % 8;
            d = decomposable(c) ? 1 : 0;
        }
        return d == 1;
    }

    // The fewest shifts (one block one column over, at most 7 a column)
    // from the counts `key` to a decomposable vector, up to DEEPEST + 1: a
    // breadth-first search.
    int shifts(int key) {
        signed char &m = shifts_table[key];
        if (m >= 0) return m;
        std::vector<int> level(1, key), next;
        stamps++;
        stamp[key] = stamps;
        int d = 0;
        for (; d <= DEEPEST; d++) {
            bool found = false;
            for (int k : level) found = found || decomposable_key(k);
            if (found) break;
            next.clear();
            for (int k : level) {
                int c[W];
                for (int x = W - 1, t = k; x >= 0; x--, t /= 8) c[x] = t % 8;
                for (int x = 0; x < W; x++) {
                    if (!c[x]) continue;
                    for (int to = x - 1; to <= x + 1; to += 2) {
                        if (to < 0 || to >= W || c[to] == H) continue;
                        c[x]--, c[to]++;
                        int n = key_of(c);
                        c[x]++, c[to]--;
                        if (stamp[n] != stamps) {
                            stamp[n] = stamps;
                            next.push_back(n);
                        }
                    }
                }
            }
            level.swap(next);
        }
        m = (signed char)d;
        return d;
    }

    static bool decomposable(const int c[W]) {
        std::vector<int> states(1, 0), next;
        for (int x = 0; x < W; x++) {
            next.clear();
            int lo = c[x] >= 3 ? 0 : c[x], hi = c[x];
            for (int st : states) {
                int a1 = st & 15, a2 = (st >> 4) & 15, a3 = st >> 8;
                for (int k = 0; k <= a3; k++)
                    for (int h = lo; h <= hi; h++) {
                        int fresh = h - a1 - a2 - k;
                        if (fresh < 0) continue;
                        int n = fresh | (a1 << 4) | ((a2 + k) << 8);
                        bool seen = false;
                        for (int o : next) seen = seen || o == n;
                        if (!seen) next.push_back(n);
                    }
            }
            states.swap(next);
        }
        for (int st : states)
            if ((st & 255) == 0) return true;
        return false;
    }

    // Moves the board needs at least, or more than any budget.
    int bound(const Board &b) {
        int cols[MAX_COLOUR + 1][W];
        int n[MAX_COLOUR + 1] = {0};
        std::memset(cols, 0, sizeof cols);
        for (int x = 0; x < W; x++)
            for (int y = 0; y < H && b.c[x][y]; y++) {
                cols[b.c[x][y]][x]++;
                n[b.c[x][y]]++;
            }
        int total = 0;
        for (int i = 1; i <= MAX_COLOUR; i++) {
            if (n[i] == 0) continue;
            if (n[i] < 3) return MAX_BUDGET + 1;
            total += shifts(key_of(cols[i]));
        }
        return (total + 1) / 2;
    }

    template <class F> static void moves(const Board &b, bool nulls, F f) {
        for (int x = 0; x < W; x++)
            for (int y = 0; y < H && b.c[x][y]; y++) {
                int v = b.c[x][y];
                if (x + 1 < W && (b.c[x + 1][y] != v || nulls))
                    if (!f(Move{x, y, RIGHT})) return;
                if (x > 0 && b.c[x - 1][y] == 0)
                    if (!f(Move{x, y, LEFT})) return;
            }
    }

    // Exactly r moves, the board clear on the last one and not before.
    bool exact(const Board &b, int r) {
        if (bound(b) > r || failed_exact[r].count(b)) return false;
        bool found = false;
        moves(b, nulls, [&](const Move &m) {
            Board n = play(b, m);
            path.push_back(m);
            if (r == 1 ? n.clear() : (!n.clear() && exact(n, r - 1))) { found = true; return false; }
            path.pop_back();
            return true;
        });
        if (!found) failed_exact[r].insert(b);
        return found;
    }

    // From 1 to r moves.
    bool within(const Board &b, int r) {
        if (bound(b) > r) return false;
        auto it = failed_within.find(b);
        if (it != failed_within.end() && it->second >= r) return false;
        bool found = false;
        moves(b, nulls, [&](const Move &m) {
            Board n = play(b, m);
            path.push_back(m);
            if (n.clear() || (r > 1 && within(n, r - 1))) { found = true; return false; }
            path.pop_back();
            return true;
        });
        if (!found) failed_within[b] = r;
        return found;
    }
};

// The smallest solution of the puzzle for the goal, `false` when none.
bool smallest(const Board &b, int budget, std::vector<Move> &best) {
    best.clear();
    if (b.clear()) return GOAL != EXACT; // no move, or none can be played
    static Search s;
    s.nulls = NULL_MOVES;
    bool found = false;
    if (GOAL == EXACT) {
        found = s.exact(b, budget);
    } else if (GOAL == AT_MOST) {
        found = s.within(b, budget);
    } else {
        // The fewest: a shortest solution has no null move.
        s.nulls = false;
        for (int m = 1; m <= budget && !found; m++) found = s.within(b, m);
    }
    best = s.path;
    return found;
}

// --------------------------------------------------------------- judge

enum Kind { K_NO_SOLUTION, K_SMALLEST, K_SOLUTION, K_NOT_AN_ANSWER, K_WRONG };

struct Verdict {
    Kind kind;
    std::string reason;
    bool accepted() const { return kind == K_NO_SOLUTION || kind == K_SMALLEST || kind == K_SOLUTION; }
};

// What can be judged without a search (Judge::look).
enum Look { DONE, MINUS_ONE, WINS };

struct Judge {
    Board start;
    int budget;
    bool searched = false, has_best = false;
    std::vector<Move> best;

    const std::vector<Move> *smallest_solution() {
        if (!searched) {
            has_best = smallest(start, budget, best);
            searched = true;
        }
        return has_best ? &best : nullptr;
    }

    bool read(const std::string &text, Answer &a, std::string &why) {
        if (!parse_answer(text, a, why)) return false;
        if (!a.minus_one && a.moves.empty() && !start.clear()) {
            why = "empty answer: expected `-1` or one move a line";
            return false;
        }
        return true;
    }

    Look look(const Answer &a, Verdict &v, std::vector<Move> &played) {
        if (a.minus_one) return MINUS_ONE;
        Board b = start;
        played.clear();
        for (size_t i = 0; i < a.moves.size(); i++) {
            const MoveText &t = a.moves[i];
            std::string k = str(i + 1), line = str(t.line);
            v.kind = K_WRONG;
            if (b.clear()) {
                v.reason = "move " + k + " (line " + line + "): the board is already clear after move " + str(i) + ", and play stops there";
                return DONE;
            }
            if (int(i) >= budget) {
                v.reason = "move " + k + " (line " + line + "): more moves than the " + str(budget) + " allowed";
                return DONE;
            }
            std::string why;
            bool null;
            Move m = resolve(t, b, why, null);
            if (why.empty() && null && !NULL_MOVES)
                why = "moving the block at " + cell(m.x, m.y) + " " + DIR_NAME[m.dir] + " leaves the board unchanged, and null moves are not allowed";
            if (!why.empty()) {
                v.reason = "move " + k + " (line " + line + ") is illegal: " + why;
                return DONE;
            }
            b = play(b, m);
            played.push_back(m);
        }
        int k = int(played.size());
        if (b.clear()) {
            if (GOAL != EXACT || k == budget) return WINS;
            v.kind = K_WRONG;
            v.reason = k == 0 ? "the board is already clear, so " + describe(budget) + " cannot be played"
                              : "the board is clear after " + count(k, "move") + ", but exactly " + str(budget) + " are required";
            return DONE;
        }
        int left = b.blocks();
        std::string blocks = count(left, "block") + (left == 1 ? " is" : " are");
        v.kind = K_WRONG;
        if (k < budget && GOAL == EXACT)
            v.reason = "only " + count(k, "move") + ", but exactly " + str(budget) + " are required; " + blocks + " left";
        else
            v.reason = "after " + count(k, "move") + " " + blocks + " left";
        return DONE;
    }

    Verdict within(const std::vector<Move> &played) {
        return Verdict{K_SOLUTION, "a solution in " + count(played.size(), "move") + " (" + describe(budget) + ")"};
    }

    Verdict minus_one() {
        const std::vector<Move> *b = smallest_solution();
        if (!b) return Verdict{K_NO_SOLUTION, "-1, there is no solution in " + describe(budget)};
        if (b->empty()) return Verdict{K_WRONG, "the answer is -1, but the board is already clear: no move is needed"};
        return Verdict{K_WRONG, "the answer is -1, but a solution in " + describe(budget) + " exists"};
    }

    Verdict wins(const std::vector<Move> &played) {
        const std::vector<Move> *b = smallest_solution();
        size_t k = played.size();
        if (!b) return Verdict{K_SOLUTION, "a solution in " + count(k, "move") + " (the search found none: this is a bug, please report it)"};
        if (*b == played) return Verdict{K_SMALLEST, "a solution in " + count(k, "move") + ", and the smallest in " + describe(budget)};
        if (GOAL == EXACT) return Verdict{K_WRONG, "a solution, but not the smallest"};
        if (GOAL == SHORTEST && k > b->size()) return Verdict{K_WRONG, "a solution in " + count(k, "move") + ", but a shorter one exists"};
        return Verdict{K_SOLUTION, "a solution in " + count(k, "move") + " (" + describe(budget) + ")"};
    }

    bool needs_search() const { return GOAL != AT_MOST; }

    // The verdict without a search, or false when it needs one.
    bool quick(const Answer &a, Verdict &v) {
        std::vector<Move> played;
        switch (look(a, v, played)) {
        case DONE: return true;
        case MINUS_ONE: return false;
        default:
            if (needs_search()) return false;
            v = within(played);
            return true;
        }
    }

    Verdict full(const Answer &a) {
        Verdict v;
        std::vector<Move> played;
        switch (look(a, v, played)) {
        case DONE: return v;
        case MINUS_ONE: return minus_one();
        default: return needs_search() ? wins(played) : within(played);
        }
    }
};

// ------------------------------------------------------------- the files

enum ReadResult { READ_OK, READ_MISSING, READ_TOO_LARGE, READ_ERROR };

ReadResult read_file(const char *path, std::string &out) {
    out.clear();
    FILE *f = std::fopen(path, "rb");
    if (!f) return errno == ENOENT ? READ_MISSING : READ_ERROR;
    char buf[65536];
    size_t n;
    while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) {
        out.append(buf, n);
        if (out.size() > MAX_INPUT) { std::fclose(f); return READ_TOO_LARGE; }
    }
    bool bad = std::ferror(f) != 0;
    std::fclose(f);
    return bad ? READ_ERROR : READ_OK;
}

bool all_space(const std::string &s) {
    for (unsigned char c : s)
        if (!is_space(c)) return false;
    return true;
}

// 0 accepted, 1 wrong answer, 2 presentation error, 3 judge failure.
struct Outcome {
    int code;
    std::string message;
};

Outcome fail(const std::string &why) { return Outcome{3, why}; }

// The team's output, read from a file or from stdin.
struct Output {
    ReadResult read;
    std::string text;
    std::string name; // for the messages
};

Output output_file(const char *path) {
    Output o;
    o.read = read_file(path, o.text);
    o.name = path;
    return o;
}

Outcome judged(const char *input, const Output &output, const char *jury_path) {
    std::string text, why;
    switch (read_file(input, text)) {
    case READ_OK: break;
    case READ_TOO_LARGE: return fail(std::string(input) + ": more than 16 MiB: no puzzle file is that large");
    default: return fail(std::string("cannot read ") + input + ": " + std::strerror(errno));
    }
    Judge judge;
    if (!read_puzzle(text, MAX_BUDGET, judge.budget, judge.start, why)) return fail(std::string(input) + ": " + why);
    std::string jury_text; // none: the output is judged alone
    if (jury_path && read_file(jury_path, jury_text) != READ_OK) return fail(std::string("cannot read the jury's answer ") + jury_path);
    const std::string &out = output.text;
    switch (output.read) {
    case READ_OK: break;
    case READ_MISSING: return Outcome{2, "there is no output: " + output.name + " does not exist"};
    case READ_TOO_LARGE: return Outcome{2, "the output is more than 16 MiB: no answer is that long"};
    default: return fail("cannot read " + output.name);
    }
    // Judge::judge_with_jury: the jury's answer must pass too.
    Answer jury, answer;
    bool has_jury = !all_space(jury_text);
    if (has_jury && !judge.read(jury_text, jury, why))
        return fail(std::string("the jury's answer ") + jury_path + " is not an answer: " + why);
    std::string output_why;
    bool readable = judge.read(out, answer, output_why);
    Verdict q;
    bool has_quick = true;
    if (readable) has_quick = judge.quick(answer, q);
    else q = Verdict{K_NOT_AN_ANSWER, output_why};
    if (has_jury) {
        Verdict jv;
        bool checked = true;
        if (has_quick && q.accepted() && jury.minus_one)
            jv = Verdict{K_WRONG, "the answer is -1, but a solution in " + describe(judge.budget) + " exists"};
        else if (has_quick)
            checked = judge.quick(jury, jv);
        else
            jv = judge.full(jury);
        if (checked && !jv.accepted())
            return fail(std::string("the jury's answer ") + jury_path + " does not pass: " + jv.reason + " (is it the answer to " + input + ", under these settings?)");
    }
    Verdict v = has_quick ? q : judge.full(answer);
    int code = v.accepted() ? 0 : v.kind == K_NOT_AN_ANSWER ? 2 : 1;
    return Outcome{code, v.reason};
}

const char *const WORDS[4] = {"ok", "wrong answer", "wrong output format", "FAIL"};
const char *const XML_OUTCOME[4] = {"accepted", "wrong-answer", "presentation-error", "fail"};

std::string one_line(const std::string &s) {
    std::string r;
    size_t i = 0;
    while (i < s.size()) {
        if (is_space(s[i])) { i++; continue; }
        size_t j = i;
        while (j < s.size() && !is_space(s[j])) j++;
        if (!r.empty()) r += ' ';
        r += s.substr(i, j - i);
        i = j;
    }
    return r;
}

std::string xml_escape(const std::string &s) {
    std::string r;
    for (unsigned char c : s) {
        if (c == '&') r += "&amp;";
        else if (c == '<') r += "&lt;";
        else if (c == '>') r += "&gt;";
        else if (c == '"') r += "&quot;";
        else if (c < 32 || c == 127) r += '.';
        else r += char(c);
    }
    return r;
}

bool write_text(const char *path, const std::string &text) {
    FILE *f = std::fopen(path, "wb");
    if (!f) return false;
    bool ok = std::fwrite(text.data(), 1, text.size(), f) == text.size();
    return std::fclose(f) == 0 && ok;
}

void say(const std::string &line) { std::fprintf(stderr, "%s\n", line.c_str()); }

const char *const TESTLIB_LINE = "checker INPUT OUTPUT ANSWER [REPORT [-appes]]";
const char *const LEMON_LINE = "checker INPUT OUTPUT ANSWER FULL_SCORE SCORE_FILE REPORT_FILE";

bool is_appes(const char *a) {
    std::string s(a);
    for (char &c : s) c = char(std::tolower((unsigned char)c));
    return s == "-appes";
}

int testlib(int argc, char **argv) {
    bool good = argc == 4 || argc == 5 || (argc == 6 && is_appes(argv[5]));
    Outcome o = good ? judged(argv[1], output_file(argv[2]), argv[3])
                     : fail(std::string("bad checker command line: ") + (argc < 4 ? "too few files" : "too many files") +
                            " (run as `" + TESTLIB_LINE + "`, or `" + LEMON_LINE + "`)");
    std::string message = one_line(o.message);
    if (good && argc >= 5) {
        std::string body = argc == 6 ? "<?xml version=\"1.0\" encoding=\"UTF-8\"?><result outcome = \"" +
                                           std::string(XML_OUTCOME[o.code]) + "\">" + xml_escape(message) + "</result>\n"
                                     : message;
        if (!write_text(argv[4], body)) {
            say(std::string("FAIL cannot write the report file ") + argv[4]);
            return 3;
        }
    }
    say(std::string(WORDS[o.code]) + " " + message);
    return o.code;
}

// Lemon's full score: a whole number from 0 (Rust's u64 parse, trimmed).
bool full_score(const char *a, unsigned long long &v) {
    std::string s(a);
    size_t b = 0, e = s.size();
    while (b < e && is_space(s[b])) b++;
    while (e > b && is_space(s[e - 1])) e--;
    s = s.substr(b, e - b);
    if (!s.empty() && s[0] == '+') s = s.substr(1);
    if (s.empty()) return false;
    v = 0;
    for (char c : s) {
        if (c < '0' || c > '9') return false;
        unsigned d = c - '0';
        if (v > (18446744073709551615ull - d) / 10) return false;
        v = v * 10 + d;
    }
    return true;
}

int lemon(char **argv) {
    unsigned long long full = 0;
    Outcome o = full_score(argv[4], full) ? judged(argv[1], output_file(argv[2]), argv[3])
                                          : fail(std::string("bad checker command line: the full score `") + argv[4] + "` is not a whole number from 0 (run as `" + LEMON_LINE + "`)");
    std::string line = std::string(WORDS[o.code]) + " " + one_line(o.message);
    say(line);
    if (o.code == 3) {
        write_text(argv[6], line + "\n");
        return 3;
    }
    unsigned long long points = o.code == 0 ? full : 0;
    if (!write_text(argv[5], std::to_string(points) + "\n") || !write_text(argv[6], line + "\n")) {
        say(std::string("FAIL cannot write ") + argv[5] + " or " + argv[6]);
        return 3;
    }
    return 0;
}

// The team's output, or an answer, on stdin.
Output output_stdin() {
    Output output;
    output.name = "the output";
    output.read = READ_OK;
    char buf[65536];
    size_t n;
    while ((n = std::fread(buf, 1, sizeof buf, stdin)) > 0) {
        output.text.append(buf, n);
        if (output.text.size() > MAX_INPUT) { output.read = READ_TOO_LARGE; break; }
    }
    if (std::ferror(stdin)) output.read = READ_ERROR;
    return output;
}

// A number as mayan writes it: digits, no leading zero.
bool canonical_number(const std::string &t) {
    if (t.empty() || (t[0] == '0' && t.size() > 1)) return false;
    for (char c : t)
        if (c < '0' || c > '9') return false;
    return true;
}

// An answer as mayan writes it (one `x y g` a line, or `-1`, each line
// ended by `\n`), or why not.
bool canonical_answer(const std::string &text, std::string &why) {
    if (text == "-1\n") return true;
    size_t start = 0, line = 1;
    if (text.empty()) { why = "it is empty"; return false; }
    while (start < text.size()) {
        size_t end = text.find('\n', start);
        if (end == std::string::npos) { why = "line " + str(line) + " has no line break at its end"; return false; }
        std::string l = text.substr(start, end - start);
        size_t a = l.find(' '), b = a == std::string::npos ? a : l.find(' ', a + 1);
        bool ok = b != std::string::npos && canonical_number(l.substr(0, a)) && canonical_number(l.substr(a + 1, b - a - 1)) &&
                  (l.substr(b + 1) == "1" || l.substr(b + 1) == "-1");
        if (!ok) { why = "line " + str(line) + " is not `x y g` with single spaces"; return false; }
        start = end + 1;
        line++;
    }
    return true;
}

// Kattis's answer validator: the jury's answer on stdin, judged alone, and
// in the canonical layout.
int answer_validator(const char *input) {
    Output answer = output_stdin();
    answer.name = "the answer";
    Outcome o = judged(input, answer, nullptr);
    std::string why;
    if (o.code == 0 && !canonical_answer(answer.text, why)) o = Outcome{2, "a right answer, but not in the canonical layout: " + why};
    say(std::string(WORDS[o.code]) + " " + one_line(o.message));
    return o.code == 3 ? 1 : o.code == 0 ? 42 : 43;
}

const char *const KATTIS_LINE = "checker INPUT ANSWER FEEDBACK_DIR [FLAGS...] < OUTPUT";

// Kattis: the team's output on stdin, the verdict line in
// FEEDBACK_DIR/judgemessage.txt; 42 accepted, 43 rejected, 1 judge failure.
int kattis(int argc, char **argv) {
    if (argc == 2) return answer_validator(argv[1]);
    if (argc < 4) {
        say(std::string("FAIL bad output validator command line: too few arguments (run as `") + KATTIS_LINE + "`)");
        return 1;
    }
    Outcome o = judged(argv[1], output_stdin(), argv[2]);
    std::string line = std::string(WORDS[o.code]) + " " + one_line(o.message);
    say(line);
    std::string path = std::string(argv[3]) + "/judgemessage.txt";
    if (!write_text(path.c_str(), line + "\n")) {
        say("FAIL cannot write " + path);
        return 1;
    }
    return o.code == 3 ? 1 : o.code == 0 ? 42 : 43;
}

// A solution: the puzzle on stdin, the answer the search finds on stdout
// (`x y g` a line, or -1); exit 1 on an input it cannot read.
int solve() {
    Output in = output_stdin();
    std::string why;
    int budget;
    Board board;
    if (in.read == READ_ERROR) {
        say("FAIL cannot read standard input");
        return 1;
    }
    if (!read_puzzle(in.text, MAX_BUDGET, budget, board, why)) {
        say("invalid input: " + why);
        return 1;
    }
    std::vector<Move> best;
    if (!smallest(board, budget, best)) {
        std::printf("-1\n");
        return 0;
    }
    for (const Move &m : best) std::printf("%d %d %d\n", m.x, m.y, m.dir == RIGHT ? 1 : -1);
    return 0;
}

} // namespace

int main(int argc, char **argv) {
    if (MAYAN_SOLUTION) return solve();
    if (MAYAN_KATTIS) return kattis(argc, argv);
    if (argc == 7) return lemon(argv);
    return testlib(argc, argv);
}
