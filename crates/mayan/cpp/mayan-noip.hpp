// The NOIP 2011 "Mayan puzzle": the board, its rules and the reader of the
// input, shared by mayan's C++ checker and validator (`mayan export`
// writes each as one file, with this header in its place). C++14, no
// third-party header; it follows docs/spec.md sections 1 to 3, 6 and 9.

#include <cctype>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

const int W = 5, H = 7;
const int MAX_BUDGET = 50;
const int MAX_COLOUR = 10;
const size_t MAX_INPUT = size_t(16) << 20;

// ------------------------------------------------------------------ words

std::string str(long long v) { return std::to_string(v); }

bool is_space(unsigned char b) {
    // Rust's u8::is_ascii_whitespace: no vertical tab.
    return b == ' ' || b == '\t' || b == '\n' || b == '\r' || b == '\f';
}

// A token for a message, as mayan quotes one: at most 24 characters, then
// `…`, each escaped as Rust's char::escape_debug does for ASCII (`\t`,
// `\"`, `\u{1b}`, ...). A valid UTF-8 sequence is kept as it is, and any
// other byte is U+FFFD, the replacement character.
std::string show(const std::string &t) {
    std::string s;
    size_t chars = 0, i = 0;
    for (; i < t.size() && chars < 24; chars++) {
        unsigned char c = t[i];
        if (c >= 0x80) {
            size_t len = c >= 0xf5 ? 0 : c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : c >= 0xc2 ? 2 : 0;
            bool ok = len > 0 && i + len <= t.size();
            for (size_t k = 1; ok && k < len; k++) ok = (static_cast<unsigned char>(t[i + k]) & 0xc0) == 0x80;
            if (ok) {
                s += t.substr(i, len);
                i += len;
            } else {
                s += "\xef\xbf\xbd";
                i++;
            }
            continue;
        }
        i++;
        switch (c) {
        case 0: s += "\\0"; break;
        case '\t': s += "\\t"; break;
        case '\r': s += "\\r"; break;
        case '\n': s += "\\n"; break;
        case '\\': s += "\\\\"; break;
        case '\'': s += "\\'"; break;
        case '"': s += "\\\""; break;
        default:
            if (c < 32 || c == 127) {
                char buf[12];
                std::snprintf(buf, sizeof buf, "\\u{%x}", c);
                s += buf;
            } else {
                s += char(c);
            }
        }
    }
    if (i < t.size()) s += "\xe2\x80\xa6";
    return s;
}

// ------------------------------------------------------------------ board

struct Board {
    unsigned char c[W][H];
    bool operator==(const Board &o) const { return std::memcmp(c, o.c, sizeof c) == 0; }
    bool clear() const {
        for (int x = 0; x < W; x++)
            if (c[x][0]) return false;
        return true;
    }
    int blocks() const {
        int n = 0;
        for (int x = 0; x < W; x++)
            for (int y = 0; y < H; y++) n += c[x][y] != 0;
        return n;
    }
    void fall() {
        for (int x = 0; x < W; x++) {
            int k = 0;
            for (int y = 0; y < H; y++)
                if (c[x][y]) c[x][k++] = c[x][y];
            while (k < H) c[x][k++] = 0;
        }
    }
    // Marks every run of three or more; true when one was found.
    bool runs(bool mark[W][H]) const {
        bool any = false;
        std::memset(mark, 0, sizeof(bool) * W * H);
        for (int y = 0; y < H; y++)
            for (int x = 0; x + 2 < W; x++) {
                int v = c[x][y];
                if (v && c[x + 1][y] == v && c[x + 2][y] == v)
                    any = mark[x][y] = mark[x + 1][y] = mark[x + 2][y] = true;
            }
        for (int x = 0; x < W; x++)
            for (int y = 0; y + 2 < H; y++) {
                int v = c[x][y];
                if (v && c[x][y + 1] == v && c[x][y + 2] == v)
                    any = mark[x][y] = mark[x][y + 1] = mark[x][y + 2] = true;
            }
        return any;
    }
    // docs/spec.md section 3: fall, find runs, vanish, until nothing vanishes.
    void settle() {
        bool mark[W][H];
        for (;;) {
            fall();
            if (!runs(mark)) return;
            for (int x = 0; x < W; x++)
                for (int y = 0; y < H; y++)
                    if (mark[x][y]) c[x][y] = 0;
        }
    }
};

struct BoardHash {
    size_t operator()(const Board &b) const {
        uint64_t h = 1469598103934665603ull;
        for (int x = 0; x < W; x++)
            for (int y = 0; y < H; y++) h = (h ^ b.c[x][y]) * 1099511628211ull;
        return size_t(h ^ (h >> 29));
    }
};

// ------------------------------------------------------------ the puzzle

// An i64 as Rust reads one: an optional sign, then digits only. False when
// it is not one; `too_large` when only its size is wrong.
bool parse_i64(const std::string &t, long long &v, bool &too_large) {
    too_large = false;
    size_t k = (!t.empty() && (t[0] == '-' || t[0] == '+')) ? 1 : 0;
    if (k == t.size()) return false;
    for (size_t j = k; j < t.size(); j++)
        if (t[j] < '0' || t[j] > '9') return false;
    unsigned long long m = 0, limit = t[0] == '-' ? 9223372036854775808ull : 9223372036854775807ull;
    for (size_t j = k; j < t.size(); j++) {
        unsigned d = unsigned(t[j] - '0');
        if (m > (limit - d) / 10) { too_large = true; return false; }
        m = m * 10 + d;
    }
    v = t[0] == '-' ? (long long)(0 - m) : (long long)m;
    return true;
}

struct Token {
    std::string text;
    size_t line, column;
    std::string at() const { return "line " + str((long long)line) + ", column " + str((long long)column) + ": "; }
};

// The whitespace-separated tokens of a text, with their places.
std::vector<Token> tokens(const std::string &text, size_t from, size_t to, size_t line) {
    std::vector<Token> out;
    size_t line_start = from;
    for (size_t i = from; i < to;) {
        if (is_space(text[i])) {
            if (text[i] == '\n') { line++; line_start = i + 1; }
            i++;
            continue;
        }
        size_t s = i;
        while (i < to && !is_space(text[i])) i++;
        out.push_back(Token{text.substr(s, i - s), line, s - line_start + 1});
    }
    return out;
}

// Reads the test's input as mayan's NOIP reader does (docs/spec.md
// sections 6 and 9: n, then 5 columns bottom up, each closed by 0, colours
// 1 to 10, at most 7 a column, nothing after; n from 1 to `max_budget`, no
// run of three on the board): false and why when it is not a puzzle.
bool read_puzzle(const std::string &text, long long max_budget, int &budget, Board &board, std::string &why) {
    if (text.size() > MAX_INPUT) { why = "more than 16 MiB: no puzzle file is that large"; return false; }
    std::vector<Token> toks = tokens(text, 0, text.size(), 1);
    bool big;
    if (toks.empty()) { why = "empty input: expected the move count n"; return false; }
    long long n, v;
    if (!parse_i64(toks[0].text, n, big)) {
        why = toks[0].at() + (big ? "the move count n `" + show(toks[0].text) + "` is far too large" : "expected the move count n (an integer), found `" + show(toks[0].text) + "`");
        return false;
    }
    std::memset(board.c, 0, sizeof board.c);
    size_t k = 1;
    for (int x = 0; x < W; x++) {
        for (int y = 0;; y++) {
            if (k >= toks.size()) {
                why = "unexpected end of input after " + toks[k - 1].at().substr(0, toks[k - 1].at().size() - 2) + ": column " + str(x) + (y == 0 ? " is missing" : " is not closed by 0") + " (expected 5 columns, each closed by 0)";
                return false;
            }
            const Token &t = toks[k++];
            if (!parse_i64(t.text, v, big)) {
                why = t.at() + (big ? "a colour `" + show(t.text) + "` is far too large" : "expected a colour (an integer), found `" + show(t.text) + "`");
                return false;
            }
            if (v == 0) break;
            if (v < 1 || v > MAX_COLOUR) { why = t.at() + "colour " + str(v) + " in column " + str(x) + " is out of range (1 to 10, 0 closes the column)"; return false; }
            if (y >= H) { why = t.at() + "column " + str(x) + " is taller than 7 blocks (is a closing 0 missing?)"; return false; }
            board.c[x][y] = (unsigned char)v;
        }
    }
    if (k < toks.size()) { why = toks[k].at() + "unexpected `" + show(toks[k].text) + "` after the last column (a NOIP input is n and 5 columns)"; return false; }
    if (n < 1 || n > max_budget) { why = "the move count n is " + str(n) + ", out of range (1 to " + str(max_budget) + ")"; return false; }
    bool mark[W][H];
    if (board.runs(mark)) {
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++)
                if (mark[x][y]) {
                    why = "the board already holds a run of three or more: colour " + str(board.c[x][y]) + " at cell (" + str(x) + ", " + str(y) + ")";
                    return false;
                }
    }
    budget = int(n);
    return true;
}

} // namespace
