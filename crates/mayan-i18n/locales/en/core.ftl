## core: en

# A number of moves: "1 move", "3 moves".
moves-count = { $n ->
    [one] { $n } move
   *[other] { $n } moves
}
