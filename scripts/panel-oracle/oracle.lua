-- Panel Attack's own engine as an oracle, run headless under LuaJIT.
--
-- usage: luajit oracle.lua PANEL_ATTACK_DIR < requests.jsonl
--
-- PANEL_ATTACK_DIR is a copy of the game's `common/` folder's parent
-- (../shared/panel-attack). Each line of standard input is one request, a
-- JSON object:
--   {"type": "moves"|"chain"|"clear", "moves": 2, "stack": "...",
--    "stop": 0, "shake": 0, "countdown": false, "cursor": [row, column],
--    "level": 5, "inputs": "A10Q1...", "trace": true, "frames": 3000}
-- `inputs` is a Solution string (run-length encoded, as Puzzles.json
-- writes it); once it runs out the stack gets no input ("A"). The game is
-- played until it ends or `frames` frames have run. Each request answers
-- with, when `trace` is set, one line per frame (the state after the frame,
-- written by `trace_line` below, the same text as mayan's
-- `FrameGame::trace_line`), and then one JSON line
--   {"result": "won"|"lost"|"running", "frame": F, "swaps": S}
-- This file is mayan's own harness around the game's engine; nothing of the
-- engine is copied here.

local root = arg[1]
if not root then
  io.stderr:write("usage: luajit oracle.lua PANEL_ATTACK_DIR < requests.jsonl\n")
  os.exit(2)
end
package.path = root .. "/?.lua;" .. root .. "/?/init.lua;" .. package.path

-- The few love.* calls the engine makes, headless.
local function generator()
  local g = {}
  function g:setSeed(s) math.randomseed(s) end
  function g:random(a, b)
    if a == nil then return math.random() end
    if b == nil then return math.random(a) end
    return math.random(a, b)
  end
  return g
end
love = {
  timer = { getTime = os.clock },
  math = { newRandomGenerator = generator, random = function(a, b) return math.random(a, b) end },
  filesystem = { append = function() end },
}
-- The logger asks LÖVE's luasocket for the time.
package.preload["socket"] = function()
  return { gettime = os.time }
end
-- LÖVE's utf8 module; the engine measures input strings (ASCII here) and
-- builds its touch alphabet at load time.
package.preload["utf8"] = function()
  return {
    len = function(s) return #s end,
    offset = function(_, i) return i end,
    char = function(...)
      local out = {}
      for _, c in ipairs({ ... }) do
        if c < 0x80 then
          out[#out + 1] = string.char(c)
        elseif c < 0x800 then
          out[#out + 1] = string.char(0xC0 + math.floor(c / 0x40), 0x80 + c % 0x40)
        else
          out[#out + 1] = string.char(0xE0 + math.floor(c / 0x1000),
            0x80 + math.floor(c / 0x40) % 0x40, 0x80 + c % 0x40)
        end
      end
      return table.concat(out)
    end,
    charpattern = "[%z\1-\127\194-\244][\128-\191]*",
  }
end

-- Globals the client defines (client/src/globals.lua); in a puzzle they
-- only time outgoing garbage, which has no target.
GARBAGE_TELEGRAPH_TIME = 45
GARBAGE_DELAY_LAND_TIME = 60
GARBAGE_TRANSIT_TIME = 45
MAX_LAG = 155 + GARBAGE_TELEGRAPH_TIME + GARBAGE_TRANSIT_TIME

local json = require("common.lib.dkjson")
require("common.lib.util")
local GameModes = require("common.engine.GameModes")
local Match = require("common.engine.Match")
local Stack = require("common.engine.Stack")
local Puzzle = require("common.engine.Puzzle")
local LevelPresets = require("common.data.LevelPresets")
require("common.engine.checkMatches")
local logger = require("common.lib.logger")
if logger.setLogLevel then pcall(logger.setLogLevel, "ERROR") end
for _, name in ipairs({ "trace", "debug", "info", "warn" }) do
  logger[name] = function() end
end

local ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz1234567890+/"

-- "A10Q1" -> a table of one character per frame.
local function expand(inputs)
  local frames = {}
  for ch, count in inputs:gmatch("(%S)(%d+)") do
    if not ALPHABET:find(ch, 1, true) then error("bad input character " .. ch) end
    for _ = 1, tonumber(count) do frames[#frames + 1] = ch end
  end
  return frames
end

local STATE = {
  normal = "n", swapping = "s", matched = "m", popping = "p", popped = "P",
  hovering = "h", falling = "f", landing = "l", dimmed = "d", dead = "D",
}

-- One panel: colour (G/M for plain/metal garbage), state letter, timer, and
-- `*` when its chaining flag is set.
local function panel_token(p)
  local c
  if p.isGarbage then c = p.metal and "M" or "G" else c = tostring(p.color) end
  local s = STATE[p.state] or "?"
  local t = c .. s .. tostring(p.timer or 0)
  if p.chaining then t = t .. "*" end
  return t
end

-- The state after a frame: clock, cursor, moves left, chain counter, stop
-- and shake time, health, then rows 1 (bottom) to 12, and any row above
-- that holds a panel, panels left to right, rows separated by `/`.
local function trace_line(stack)
  local rows = {}
  for row = 1, #stack.panels do
    local cells = {}
    for col = 1, stack.width do
      cells[col] = panel_token(stack.panels[row][col])
    end
    rows[#rows + 1] = table.concat(cells, " ")
  end
  return string.format("%d c%d,%d m%d x%d s%d k%d h%d | %s",
    stack.clock, stack.cur_row, stack.cur_col,
    stack.puzzle and stack.puzzle.remaining_moves or 0,
    stack.chain_counter, stack.stop_time, stack.shake_time, stack.health,
    table.concat(rows, " / "))
end

local function run(req)
  local mode = GameModes.getPreset("ONE_PLAYER_PUZZLE")
  local level = LevelPresets.getModern(req.level or 5)
  local stack = Stack({
    which = 1,
    stackInteraction = mode.stackInteraction,
    gameOverConditions = {},
    gameWinConditions = {},
    is_local = false,
    levelData = level,
    allowAdjacentColors = true,
    inputMethod = "controller",
  })
  local match = Match({ stack }, false, mode.stackInteraction, mode.winConditions, mode.gameOverConditions)
  match:setSeed(1)
  match:start()
  stack:setMaxRunsPerFrame(1)
  local puzzle = Puzzle(req.type, req.countdown and true or false, req.moves or 0, req.stack, req.stop, req.shake)
  stack:setPuzzleState(puzzle)
  if req.cursor then
    stack.cur_row = req.cursor[1]
    stack.cur_col = req.cursor[2]
  end

  local inputs = expand(req.inputs or "")
  local limit = req.frames or (#inputs + 3000)
  local out = {}
  local i = 0
  while i < limit and not stack:game_ended() do
    i = i + 1
    stack:receiveConfirmedInput(inputs[i] or "A")
    stack:run()
    if req.trace then out[#out + 1] = trace_line(stack) end
  end
  local result
  if stack.game_over_clock > 0 and stack.clock >= stack.game_over_clock then
    result = "lost"
  elseif stack:game_ended() then
    result = "won"
  else
    result = "running"
  end
  out[#out + 1] = json.encode({
    result = result,
    frame = stack.clock,
    swaps = (req.moves or 0) - (stack.puzzle.remaining_moves or 0),
  })
  return table.concat(out, "\n")
end

for line in io.lines() do
  if line:match("%S") then
    local req, _, err = json.decode(line)
    if not req then
      io.write(json.encode({ error = "bad request: " .. tostring(err) }), "\n")
    else
      local ok, res = pcall(run, req)
      if ok then
        io.write(res, "\n")
      else
        io.write(json.encode({ error = tostring(res) }), "\n")
      end
    end
    io.flush()
  end
end
