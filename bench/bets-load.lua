-- The clients of bets.ts, run by wrk: keep-alive connections each placing one bet per call
-- (POST /api/v1/room/point/add, Bearer token), the players taken in turn, a new idempotency key per call.
-- A compiled client, as pgbench is for the yardstick: on a shared machine the load's own CPU is not taken
-- from the server. Arguments after `--`: the file of tokens (one a line), the room id, gzip (0 or 1).
-- Prints one line, `RESULT {json}`: calls, socket errors, refused calls and one refusal, latency in ms.

local threadCount = 0
local threads = {}

function setup(thread)
  thread:set("threadNo", threadCount)
  threadCount = threadCount + 1
  table.insert(threads, thread)
end

function init(args)
  tokens = {}
  for line in io.lines(args[1]) do
    tokens[#tokens + 1] = line
  end
  roomId = args[2]
  gzip = args[3]
  sequence = 0
  refused = 0
  refusal = ""
end

function request()
  sequence = sequence + 1
  -- Thread t bets as players t, t + threads, t + 2 × threads, …: a player's next call is hundreds of calls
  -- away, so no player ever has two calls in flight.
  local token = tokens[((sequence * threadCount + threadNo) % #tokens) + 1]
  local body = "gzip=" .. gzip .. "&roomId=" .. roomId
    .. "&items=%5B%7B%22betType%22%3A%22big%22%2C%22amount%22%3A%221.00%22%7D%5D"
    .. "&idempotencyKey=bench-" .. threadNo .. "-" .. sequence
  return wrk.format("POST", "/api/v1/room/point/add", {
    ["Content-Type"] = "application/x-www-form-urlencoded",
    ["Authorization"] = "Bearer " .. token,
  }, body)
end

function response(status, headers, body)
  if not string.find(body, '"code":0,', 1, true) then
    refused = refused + 1
    refusal = string.sub(body, 1, 300)
  end
end

local function jsonString(text)
  return '"' .. text:gsub('[%c"\\]', function(c)
    if c == '"' or c == '\\' then return '\\' .. c end
    return ' '
  end) .. '"'
end

function done(summary, latency, requests)
  local total = 0
  local sample = ""
  for _, thread in ipairs(threads) do
    total = total + thread:get("refused")
    if thread:get("refusal") ~= "" then
      sample = thread:get("refusal")
    end
  end
  local errors = summary.errors
  io.write(string.format(
    'RESULT {"calls":%d,"socketErrors":%d,"refused":%d,"refusal":%s,"p50":%.1f,"p99":%.1f,"max":%.1f}\n',
    summary.requests, errors.connect + errors.read + errors.write + errors.timeout, total, jsonString(sample),
    latency:percentile(50) / 1000, latency:percentile(99) / 1000, latency.max / 1000))
end
