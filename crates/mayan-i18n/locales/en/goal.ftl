## goal: intent goals (a chain of at least k, a target board), mayan_solve::intent

goal-error-zero-chain = a chain has at least 1 stage: `chain:0` asks for nothing
goal-error-target-size = the target board is { $target_width } x { $target_height }, the puzzle's { $width } x { $height }
goal-error-target-unsettled = no move can leave the target board: a block floats on it, or three of a colour stand in a line
goal-chain-describe = a chain of at least { $k } { $k ->
    [one] stage
   *[other] stages
}
goal-target-describe = the target board
goal-intent-exact = { $intent } in exactly { $n } { $n ->
    [one] move
   *[other] moves
}
goal-intent-at-most = { $intent } in at most { $n } { $n ->
    [one] move
   *[other] moves
}
goal-intent-shortest = { $intent } in the fewest moves, up to { $n }
goal-verdict-no-solution = -1, there is no solution for { $what }
goal-verdict-missed = the answer is -1, but a solution for { $what } exists
goal-verdict-after = move { $k } (line { $line }): the goal is reached after move { $at }, and play stops there
goal-verdict-too-many = move { $k } (line { $line }): more moves than the { $n } allowed
goal-verdict-illegal = move { $k } (line { $line }) is illegal: { $why }
goal-verdict-not-reached = after { $k } { $k ->
    [one] move
   *[other] moves
} the goal is not reached: { $what }
goal-verdict-early = the goal is reached after { $k } { $k ->
    [one] move
   *[other] moves
}, but exactly { $n } are required
goal-verdict-solution = a solution in { $k } { $k ->
    [one] move
   *[other] moves
} ({ $what })
goal-verdict-smallest = a solution in { $k } { $k ->
    [one] move
   *[other] moves
}, and the smallest for { $what }
goal-verdict-not-fewest = a solution in { $k } { $k ->
    [one] move
   *[other] moves
}, but the fewest is { $fewest }
goal-verdict-not-smallest = a solution, but not the smallest: they part at move { $k }

## goal-cli: the command line's flags for intent goals (crates/mayan/src/goal.rs)

goal-cli-bad-chain = `{ $value }`: a chain goal is `chain:K` with K a whole number from 1, such as `chain:3`
goal-cli-bad-goal = invalid value '{ $value }' for '--goal <GOAL>' (possible values: exact, at-most, shortest, chain:K)
goal-cli-chain-and-target = `--goal chain:K` and `--target` ask for two different things: give one of them
goal-cli-not-here = `--goal chain:K` and `--target` are taken by `mayan solve` and `mayan check` (without `--judge`) only
goal-cli-no-count = `--count`, `--all` and `--unique` count solutions that clear the board: they do not take `--goal chain:K` or `--target`
goal-cli-no-explain = `--explain` explains clearing the board: it does not take `--goal chain:K` or `--target`
goal-cli-already = the start already is what the goal asks for: 0 moves
goal-cli-none = no solution: { $what }
