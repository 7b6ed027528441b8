// The NOIP 2011 "Mayan puzzle" input validator, written by `mayan export
// validator` (docs/judge.md). Self-contained C++14, no third-party header.
//
//   validator < INPUT
//
// Exit 0 when INPUT is a puzzle as mayan's NOIP reader reads one (docs/spec.md
// sections 6 and 9): the move count n, then the 5 columns from left to
// right, each its colours (1 to 10) from the bottom up, at most 7, closed by
// 0, and nothing after; whitespace between the numbers is free (spaces,
// tabs, line breaks, \r, \f). n runs from 1 to MAYAN_MAX_MOVES (50, mayan's
// limit; the contest's statement says 5: `mayan export validator
// --max-moves 5`), and the board holds no run of three. Otherwise exit 1,
// with `invalid input: ...` on stderr: what is wrong, and where. With
// MAYAN_KATTIS 1 it follows the Kattis and DOMjudge convention instead (an
// input validator of the problem package format, any arguments ignored):
// exit 42 valid, 43 invalid. With MAYAN_STRICT 1 (what `mayan package`
// writes) the input must also be in the one canonical layout, as a judge's
// tests are: n on its line, each column on its line, single spaces, `\n`
// line ends, nothing else.

#ifndef MAYAN_MAX_MOVES
#define MAYAN_MAX_MOVES 50 // the largest n accepted
#endif
#ifndef MAYAN_KATTIS
#define MAYAN_KATTIS 0 // 1 exit 42 valid and 43 invalid (Kattis), 0 exit 0 and 1
#endif
#ifndef MAYAN_STRICT
#define MAYAN_STRICT 0 // 1 only the canonical layout, 0 any whitespace
#endif

#include "mayan-noip.hpp"

// The puzzle in the canonical layout (mayan_core::format::noip::write).
std::string canonical(int budget, const Board &b) {
    std::string t = str(budget) + "\n";
    for (int x = 0; x < W; x++) {
        for (int y = 0; y < H && b.c[x][y]; y++) t += str(b.c[x][y]) + " ";
        t += "0\n";
    }
    return t;
}

int main() {
    std::string text;
    char buf[65536];
    size_t n;
    while ((n = std::fread(buf, 1, sizeof buf, stdin)) > 0) {
        text.append(buf, n);
        if (text.size() > MAX_INPUT) break;
    }
    if (std::ferror(stdin)) {
        std::fprintf(stderr, "FAIL cannot read standard input\n");
        return 3;
    }
    int budget;
    Board board;
    std::string why;
    if (!read_puzzle(text, MAYAN_MAX_MOVES, budget, board, why)) {
        std::fprintf(stderr, "invalid input: %s\n", why.c_str());
        return MAYAN_KATTIS ? 43 : 1;
    }
    if (MAYAN_STRICT) {
        std::string want = canonical(budget, board);
        if (text != want) {
            size_t i = 0, line = 1, col = 1;
            for (; i < text.size() && i < want.size() && text[i] == want[i]; i++) {
                if (text[i] == '\n') line++, col = 1;
                else col++;
            }
            std::string found = i < text.size() ? show(text.substr(i, 1)) : "the end of the input";
            std::string expected = i < want.size() ? (want[i] == '\n' ? "a line break" : want[i] == ' ' ? "one space" : "`" + want.substr(i, 1) + "`") : "the end of the input";
            std::fprintf(stderr, "invalid input: line %zu, column %zu: not the canonical layout: expected %s, found %s%s%s\n", line, col, expected.c_str(), i < text.size() ? "`" : "", found.c_str(), i < text.size() ? "`" : "");
            return MAYAN_KATTIS ? 43 : 1;
        }
    }
    return MAYAN_KATTIS ? 42 : 0;
}
