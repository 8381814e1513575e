#!/usr/bin/env python3
"""PropTrade trading API: sign a request, place and cancel an order, follow the stream.

Python 3.9+, standard library only. Set API_KEY and API_SECRET (Profile -> API keys);
optionally API_BASE (default http://localhost:8000), ACCOUNT_ID (default: the first
account the key may trade), SYMBOL (default BTCUSDT), SIZE (default 0.001).

    API_KEY=... API_SECRET=... python3 trading_api.py
"""
import base64
import hashlib
import hmac
import json
import os
import socket
import ssl
import struct
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from decimal import ROUND_DOWN, Decimal

BASE = os.environ.get("API_BASE", "http://localhost:8000").rstrip("/")
KEY = os.environ["API_KEY"]
SECRET = os.environ["API_SECRET"]
SYMBOL = os.environ.get("SYMBOL", "BTCUSDT")
SIZE = os.environ.get("SIZE", "0.001")
STREAM_SECONDS = float(os.environ.get("STREAM_SECONDS", "15"))
offset_ms = 0  # server time minus ours, so that our timestamps fall in recvWindow


def call(method, path, params=None, signed=True):
    """A request; signed ones carry timestamp, recvWindow and the HMAC-SHA256 signature."""
    params = dict(params or {})
    query, body = "", None
    if signed:
        params["timestamp"] = int(time.time() * 1000) + offset_ms
        params["recvWindow"] = 5000
    encoded = urllib.parse.urlencode(params)
    if method == "GET":
        query = encoded
    else:
        body = encoded  # a form body, as Binance's clients send it
    headers = {"X-MBX-APIKEY": KEY}
    if signed:
        # The signature covers the query string followed by the body, nothing between.
        payload = query + (body or "")
        signature = hmac.new(SECRET.encode(), payload.encode(), hashlib.sha256).hexdigest()
        query = query + ("&" if query else "") + "signature=" + signature
    if body is not None:
        headers["Content-Type"] = "application/x-www-form-urlencoded"
    url = BASE + path + ("?" + query if query else "")
    request = urllib.request.Request(url, data=body.encode() if body else None, method=method, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            return json.loads(answer.read())
    except urllib.error.HTTPError as error:
        refusal = json.loads(error.read() or b"{}")
        sys.exit(f"{method} {path} answered {error.code}: {refusal.get('code')} {refusal.get('message')}")


class Socket:
    """Just enough of a WebSocket client (RFC 6455) for the Pusher protocol."""

    def __init__(self, url):
        parts = urllib.parse.urlsplit(url)
        port = parts.port or (443 if parts.scheme == "wss" else 80)
        raw = socket.create_connection((parts.hostname, port), timeout=STREAM_SECONDS)
        if parts.scheme == "wss":
            raw = ssl.create_default_context().wrap_socket(raw, server_hostname=parts.hostname)
        self.sock = raw
        self.buffer = b""
        nonce = base64.b64encode(os.urandom(16)).decode()
        target = parts.path + ("?" + parts.query if parts.query else "")
        self.sock.sendall(
            (
                f"GET {target} HTTP/1.1\r\nHost: {parts.netloc}\r\nUpgrade: websocket\r\n"
                f"Connection: Upgrade\r\nSec-WebSocket-Key: {nonce}\r\nSec-WebSocket-Version: 13\r\n\r\n"
            ).encode()
        )
        head = self._until(b"\r\n\r\n").decode()
        accept = base64.b64encode(
            hashlib.sha1((nonce + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11").encode()).digest()
        ).decode()
        if " 101 " not in head.split("\r\n")[0] or accept not in head:
            sys.exit("the stream refused the WebSocket: " + head.split("\r\n")[0])

    def _until(self, marker):
        while marker not in self.buffer:
            self._more()
        head, self.buffer = self.buffer.split(marker, 1)
        return head

    def _more(self):
        chunk = self.sock.recv(65536)
        if not chunk:
            raise ConnectionError("the stream closed")
        self.buffer += chunk

    def _take(self, n):
        while len(self.buffer) < n:
            self._more()
        head, self.buffer = self.buffer[:n], self.buffer[n:]
        return head

    def _frame(self, opcode, data):
        mask = os.urandom(4)  # a client masks every frame it sends
        size = len(data)
        if size < 126:
            header = struct.pack("!BB", 0x80 | opcode, 0x80 | size)
        elif size < 65536:
            header = struct.pack("!BBH", 0x80 | opcode, 0x80 | 126, size)
        else:
            header = struct.pack("!BBQ", 0x80 | opcode, 0x80 | 127, size)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(data))
        self.sock.sendall(header + mask + masked)

    def send(self, event, data):
        self._frame(0x1, json.dumps({"event": event, "data": data}).encode())

    def receive(self):
        """The next Pusher frame as a dict; answers pings on the way."""
        message = b""
        while True:
            first, second = self._take(2)
            size = second & 0x7F
            if size == 126:
                size = struct.unpack("!H", self._take(2))[0]
            elif size == 127:
                size = struct.unpack("!Q", self._take(8))[0]
            data = self._take(size)
            opcode = first & 0x0F
            if opcode == 0x9:
                self._frame(0xA, data)  # pong
            elif opcode == 0x8:
                raise ConnectionError("the stream closed: " + str(struct.unpack("!H", data[:2])[0] if data else ""))
            elif opcode in (0x0, 0x1):
                message += data
                if first & 0x80:
                    frame = json.loads(message)
                    if isinstance(frame.get("data"), str):
                        try:
                            frame["data"] = json.loads(frame["data"])
                        except ValueError:
                            pass
                    return frame


def main():
    global offset_ms
    server = call("GET", "/api/v1/time", signed=False)["data"]["server_time"]
    offset_ms = server - int(time.time() * 1000)

    accounts = call("GET", "/api/v1/accounts")["data"]
    wanted = os.environ.get("ACCOUNT_ID")
    account = next(a for a in accounts if (str(a["id"]) == wanted if wanted else a["can_trade"]))
    print("account", account["id"], account["title"], "balance", account["assets"]["balance"])

    pair = next(p for p in call("GET", "/api/v1/pairs", signed=False)["data"] if p["code"] == SYMBOL)
    tick = Decimal(pair["tick_size"])
    # A buy 10 % under the last price: it rests until we cancel it.
    price = (Decimal(pair["ticker"]["last"]) * Decimal("0.9") / tick).to_integral_value(ROUND_DOWN) * tick

    stream = call("GET", "/api/v1/stream")["data"]
    ws = Socket(stream["ws_url"])
    socket_id = ws.receive()["data"]["socket_id"]
    channel = f"private-account.{account['id']}"
    auth = call("POST", "/api/v1/stream/auth", {"socket_id": socket_id, "channel_name": channel})["auth"]
    ws.send("pusher:subscribe", {"channel": channel, "auth": auth})
    ws.send("pusher:subscribe", {"channel": f"market.{SYMBOL}"})
    while True:  # followed before anything is placed, so no event is missed
        frame = ws.receive()
        if frame.get("event") == "pusher:subscription_error":
            sys.exit("the stream refused " + str(frame.get("channel")))
        if frame.get("event") == "pusher_internal:subscription_succeeded" and frame.get("channel") == channel:
            break

    path = f"/api/v1/accounts/{account['id']}/orders"
    placed = call(
        "POST",
        path,
        {
            "symbol": SYMBOL,
            "type": "LIMIT",
            "side": "buy",
            "size": SIZE,
            "price": str(price),
            "client_order_id": f"example-{int(time.time() * 1000)}",
        },
    )["data"]
    print("placed", placed["id"], placed["status"], placed["limitPrice"])
    canceled = call("POST", path + "/cancel", {"order_id": placed["id"]})["data"]
    print("canceled", canceled["id"], canceled["status"])

    deadline = time.time() + STREAM_SECONDS
    while time.time() < deadline:
        frame = ws.receive()
        event, data = frame.get("event"), frame.get("data")
        if event == "order":
            print("event order", data["id"], data["status"])
            if data["id"] == placed["id"] and data["status"] == "CANCELED":
                return
        elif event == "ticker":
            print("event ticker", data["code"], data["last"])
        elif not event.startswith("pusher"):
            print("event", event)
    sys.exit("the stream did not show the order canceled")


if __name__ == "__main__":
    main()
