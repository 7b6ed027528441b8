## solve: en
## The judge, the searches and the generator of mayan-solve: the verdicts of
## `check` and the feedback of the judge systems (judge.rs), the lessons of
## `check --explain`, why a search or a generation stopped.
## A goal ($within) comes as the catalogue's name-puzzle-goal says it:
## "exactly 3 moves", "at most 2 moves in one chain (...)".

## Searches (lib.rs, control.rs).

# Why a search stopped; $halt: cancelled, timed-out or node-limit.
solve-halt = { $halt ->
    [cancelled] cancelled
    [timed-out] out of time
   *[node-limit] out of its node budget
}
solve-stopped = the search was stopped ({ solve-halt }) after { $nodes } positions

## Verdicts (judge.rs). $k is the move's number, from 1, $line its line.

judge-empty-answer = empty answer: expected `-1` or one move a line
judge-within = a solution in { $k ->
    [one] { $k } move
   *[other] { $k } moves
} ({ $within })
judge-illegal = move { $k } (line { $line }) is illegal: { $error }
judge-too-many = move { $k } (line { $line }): more moves than the { $n } allowed
judge-after-clear = move { $k } (line { $line }): the board is already clear after move { $index }, and play stops there
judge-clear-from-start = the board is already clear, so { $within } cannot be played
judge-cleared-early = the board is clear after { $k ->
    [one] { $k } move
   *[other] { $k } moves
}, but exactly { $n } are required
# Too few moves under exact: $left blocks are left.
judge-too-few = only { $k ->
    [one] { $k } move
   *[other] { $k } moves
}, but exactly { $n } are required; { $left ->
    [one] { $left } block is
   *[other] { $left } blocks are
} left
judge-blocks-left = after { $k ->
    [one] { $k } move
   *[other] { $k } moves
} { $left ->
    [one] { $left } block is
   *[other] { $left } blocks are
} left
judge-chain-ended = move { $k } made blocks vanish, but its chain left { $left ->
    [one] { $left } block
   *[other] { $left } blocks
}: a chain puzzle is cleared in one chain, after moves that clear nothing
judge-no-solution = -1, there is no solution in { $within }
judge-minus-one-clear = the answer is -1, but the board is already clear: no move is needed
judge-missed-solution = the answer is -1, but a solution in { $within } exists
judge-search-found-none = a solution in { $k ->
    [one] { $k } move
   *[other] { $k } moves
} (the search found none: this is a bug, please report it)
judge-smallest = a solution in { $k ->
    [one] { $k } move
   *[other] { $k } moves
}, and the smallest in { $within }
# Where an answer leaves the smallest solution: the move of each, as written.
judge-difference = at move { $k } the smallest solution plays `{ $smallest }`, this answer `{ $answer }`
judge-not-smallest = a solution, but not the smallest: { $difference }
judge-not-smallest-public = a solution, but not the smallest
judge-not-fewest = a solution in { $k ->
    [one] { $k } move
   *[other] { $k } moves
}, but the fewest is { $fewest ->
    [one] { $fewest } move
   *[other] { $fewest } moves
}
judge-not-fewest-public = a solution in { $k ->
    [one] { $k } move
   *[other] { $k } moves
}, but a shorter one exists
judge-within-not-smallest = a solution in { $k ->
    [one] { $k } move
   *[other] { $k } moves
} ({ $within }); not the smallest: { $difference }

# What comes after a verdict's reason, before a board or the smallest
# solution on the lines below: "...; the board then is:".
judge-shown-before = ; the board before it is
judge-shown-then = ; the board then is
judge-shown-smallest = ; the smallest is

# The jury's own answer fails (a fault of the judge's data).
judge-jury-not-an-answer = is not an answer: { $error }
judge-jury-fails = does not pass: { $reason }

## What check --explain teaches (judge.rs, docs/plans.md).

judge-lesson-all-needed = Every move is needed: take out any one, or any two, and the rest no longer clear the board.
# Moves of an answer that can go: $n of them ($moves), of $total; $kept are
# left; $exact: yes when the puzzle asks for exactly its budget.
judge-lesson-can-go = { $n ->
    [one] Move { $moves }
   *[other] Moves { $moves }
} of { $total } can go: the other { $kept ->
    [one] { $kept } move
   *[other] { $kept } moves
} still clear the board{ $exact ->
    [yes] {" "}(too few for this puzzle's exact count, but the same idea)
   *[no] {""}
}:
judge-lesson-impossible = No clear was possible from the start in { $within }: the answer is -1.
# A clear was still possible after every move played; $next: cannot (move
# $k cannot be played there) or stops (the answer stops there).
judge-lesson-possible-from-start = A clear in { $within } is possible from the start, and { $next ->
    [cannot] move { $k } cannot be played there
   *[stops] the answer stops there
}.
judge-lesson-possible-after = After move { $i } a clear in { $within } was still possible, and { $next ->
    [cannot] move { $k } cannot be played there
   *[stops] the answer stops there
}.
judge-lesson-wrong = Move { $k } (`{ $move }`) is where the answer goes wrong: before it a clear in { $within } was still possible, and after it none is possible in the moves left.
judge-lesson-way-from-start = One way from the start:
judge-lesson-way-after = One way on from after move { $i }:

## The generator (generate/spec.rs).

solve-gen-spec-board-size = a board of { $width } x { $height } is not supported (1 to { $max_w } columns, 1 to { $max_h } rows)
solve-gen-spec-no-room = a board of { $width } x { $height } has no room for a line of three
solve-gen-spec-colours = { $colours } colours: expected 1 to { $max }
solve-gen-spec-moves = { $moves } moves: expected 1 to { $max }
solve-gen-spec-blocks = at least { $blocks } blocks cannot fit on a board of { $width } x { $height }
solve-gen-spec-attempts = at least one attempt is needed
solve-gen-spec-difficulty = the difficulty range { $from }..{ $to } is empty
# No puzzle made; $kind: solvable or unsolvable; $unique, $banded: yes when
# --unique, --difficulty were given.
solve-gen-gave-up = no { $kind ->
    [solvable] solvable
   *[unsolvable] unsolvable
} puzzle found in { $attempts } attempts; try fewer moves, more colours or a larger board{ $unique ->
    [yes] , or drop --unique
   *[no] {""}
}{ $banded ->
    [yes] , or widen --difficulty
   *[no] {""}
}
solve-gen-stopped = the generation was stopped ({ solve-halt })

## Merging a run's shards, resuming a run (batch/merge.rs, batch/resume.rs).
## $key is a job's key as the input writes it: its id, or `line L`.

# A line of a part (an output file of a shard).
solve-batch-place = { $part }, line { $line }
solve-batch-input = the input: { $error }
solve-batch-input-too-large = more than { $mib } MiB: no puzzle file is that large
solve-batch-same-key = the input's lines { $first } and { $second } have the same id { $key }: batch tells jobs apart by id
solve-batch-not-report = { $place }: not a report of mayan batch
solve-batch-no-key = { $place }: a report without an id; merge needs an "id" on every request
solve-batch-unknown = { $place }: answers { $key }, which is not a job of the input
solve-batch-twice = { $key } is answered twice: { $first } and { $second }
# $why: not-json, not-object or no-result.
solve-resume-not-report = line { $line } is not a report of mayan batch ({ $why ->
    [not-json] not JSON
    [not-object] not a JSON object
   *[no-result] neither "solved" nor "error"
}); resume appends only to a file batch wrote
solve-resume-too-long = line { $line } is longer than { $mib } MiB: not a report of mayan batch

## Shards of a batch run (batch/shard.rs): --shard I/N and --shard auto.

solve-shard-shape = expected I/N, such as 0/4 (lines 0, 4, 8, ...)
solve-shard-number = I and N must be whole numbers, such as 0/4
solve-shard-no-shards = N must be at least 1
solve-shard-past = I must be below N (shards are 0-based: 0/{ $count } to { $last }/{ $count })
solve-shard-no-scheduler = no job array's variables are set (SLURM_ARRAY_TASK_ID, JOB_COMPLETION_INDEX, PBS_ARRAY_INDEX): run it as a task of a job array, or give --shard I/N
# An environment variable ($name) whose value ($value, quoted) is not a number.
solve-shard-variable = { $name }={ $value } is not a whole number
# A scheduler of job arrays; $scheduler: slurm, kubernetes or pbs.
solve-shard-scheduler = { $scheduler ->
    [slurm] Slurm
    [pbs] PBS
   *[kubernetes] a Kubernetes Indexed Job
}
solve-shard-no-count = { solve-shard-scheduler } does not say how many tasks the array has: give it as --shard auto/N
solve-shard-outside = { solve-shard-scheduler } task { $index } is not one of the array's { $count } tasks (0 to { $last }){ $scheduler ->
    [kubernetes] : give the Job's completions as --shard auto/N
    [pbs] : number the array from 0 (qsub -J 0-N-1)
   *[slurm] {""}
}
