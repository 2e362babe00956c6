# The Lost Space contest's Python SDK (saiblo-docs, docs/games/lostspace/py-sdk.md), written fresh for this site over
# the engine's bot view (src/engines/lost-space/bot-view.ts). A bot defines play(self) (at the top level, or as a method
# of a subclass of Client); each turn the arena calls turn(view) until the turn ends. The first call of a turn runs
# play() once: every action it calls is checked against what the view allows at that moment and queued; each call then
# answers with the index of the next queued action that the rules still allow (the engine checks again), and "end turn"
# when the queue is empty. Positions are [z, x, y] as in py-sdk.md (z0 the pod floor, z1 spawns, z2 the lower floor).
import json

# The platform's item and trap names (py-sdk.md, communication.md) and the engine's.
_ITEM = {"Kit": "medkit", "Transport": "blink", "LandMine": "landmine", "Landmine": "landmine", "Sticky": "slime"}
_FIELDS = ("to", "at", "target", "item", "from", "kind")


class Node:
    def __init__(self, pos, interprops, player):
        self.pos = pos
        self.interprops = interprops
        self.player = player


class Edge:
    def __init__(self, stpos, edpos):
        self.stpos = stpos
        self.edpos = edpos


class Tool:
    def __init__(self, view):
        items = view["me"]["items"]
        mine = view["myTraps"]
        self.landmine_pos = [t["at"] for t in mine if t["kind"] == "landmine"]
        self.sticky_pos = [t["at"] for t in mine if t["kind"] == "slime"]
        self.landmine_number = [items["landmine"], len(self.landmine_pos)]
        self.sticky_number = [items["slime"], len(self.sticky_pos)]
        self.kit = items["medkit"]
        self.transport = items["blink"]


class Player:
    def __init__(self, view):
        me = view["me"]
        self.id = me["id"]
        self.status = 0
        self.hp = me["hp"]
        self.keys = list(me["keys"])
        self.tools = Tool(view)


class View:
    def __init__(self, nodes):
        self.self_nodes = nodes


def _same(a, b):
    return a["type"] == b["type"] and all(a.get(f) == b.get(f) for f in _FIELDS if f in a or f in b)


class Client:
    """The SDK's calls over one turn's view. Actions are queued; the arena plays them in order."""

    def __init__(self, view):
        self._view = view
        self._queue = []
        self._ended = False
        self._pos = list(view["me"]["at"])
        self._main = view["mainDone"]
        links = {}
        for a, b in view["map"]["edges"]:
            links.setdefault(tuple(a), []).append(list(b))
            links.setdefault(tuple(b), []).append(list(a))
        for e in view["map"]["elevators"]:
            for f in e["floors"]:
                for g in e["floors"]:
                    if f != g:
                        links.setdefault((f, e["xy"][0], e["xy"][1]), []).append([g, e["xy"][0], e["xy"][1]])
        self._links = links

    # What the player knows.
    def get_my_num(self):
        return self._view["me"]["id"]

    def get_my_pos(self):
        return list(self._pos)

    def get_my_hp(self):
        return self._view["me"]["hp"]

    def _other(self, player_id):
        return next((p for p in self._view["players"] if p["id"] == player_id), None)

    def get_other_pos(self, player_id):
        # Out of sight (another floor, dead or gone): [-1, -1, -1], as communication.md writes a player who left the view.
        p = self._other(player_id)
        return list(p["at"]) if p else [-1, -1, -1]

    def get_other_hp(self, player_id):
        p = self._other(player_id)
        return p["hp"] if p else -1

    def get_keys(self):
        return list(self._view["me"]["keys"])

    def get_neighbors(self, pos):
        return [list(n) for n in self._links.get(tuple(pos), [])]

    def get_landmine_pos(self):
        return Tool(self._view).landmine_pos

    def get_sticky_pos(self):
        return Tool(self._view).sticky_pos

    def get_spawn_pos(self, x):
        return list(self._view["map"]["spawns"][x])

    def get_escape_pos(self):
        return list(self._view["map"]["pod"])

    def get_player(self):
        return Player(self._view)

    def get_view(self):
        floor = self._pos[0]
        here = [p for p in self._view["players"]]
        nodes = []
        for n in self._view["map"]["nodes"]:
            if n[0] != floor:
                continue
            props = []
            if list(n) in [list(d) for d in self._view["drops"]]:
                props.append("Box")
            if list(n) in [list(s) for s in self._view["map"]["supplies"]]:
                props.append("Materials")
            if any(list(n) in [list(m) for m in ms] for ms in self._view["map"]["keyMachines"]):
                props.append("KeyMachine")
            if list(n) == list(self._view["map"]["pod"]):
                props.append("EscapeCapsule")
            nodes.append(Node(list(n), props, [p["id"] for p in here if list(p["at"]) == list(n)]))
        return View(nodes)

    # Actions: queued, with the answer the SDK documents; success says whether the rules allow it as far as this turn's
    # view can tell (the first action exactly; later ones from the view and the actions before them).
    def _do(self, action, main):
        if self._ended:
            return False
        ok = not (main and self._main)
        if ok and not self._queue:
            ok = any(_same(action, a) for a in self._view["actions"])
        if ok:
            self._queue.append(action)
            if main:
                self._main = True
        return ok

    def move(self, pos):
        ok = list(pos) in self.get_neighbors(self._pos) and self._do({"type": "move", "to": list(pos)}, True)
        if ok:
            self._pos = list(pos)
        return {"type": "action", "success": bool(ok), "hp": self.get_my_hp()}

    def attack(self, pos, player_id):
        self._do({"type": "attack", "target": player_id}, True)

    def interact(self, tool_type, to_escape=True):
        if tool_type == "KeyMachine":
            ok = self._do({"type": "getKey"}, True)
        elif tool_type == "EscapeCapsule":
            ok = self._do({"type": "escape"} if to_escape else {"type": "stopCountdown"}, True)
        else:
            ok = False  # "Console" and the rest: the rules have no such thing
        return {"type": "action", "success": bool(ok)}

    def view_box(self, box_type, tool_type=None):
        if box_type == "Box":
            ok = self._do({"type": "collect", "from": "drop"}, True)
        elif tool_type in _ITEM:
            ok = self._do({"type": "collect", "from": "supply", "item": _ITEM[tool_type]}, True)
        else:
            ok = False
        return {"type": "action", "success": bool(ok), "content": {}}

    def put_trap(self, trap_type):
        kind = _ITEM.get(trap_type)
        if kind in ("landmine", "slime"):
            self._do({"type": "placeTrap", "kind": kind}, False)

    def use_tool(self, tool_type, pos=None):
        if tool_type == "Kit":
            return {"type": "action", "success": bool(self._do({"type": "heal"}, True)), "hp": self.get_my_hp()}
        if tool_type == "Transport" and pos is not None:
            ok = self._do({"type": "blink", "to": list(pos)}, False)
            if ok:
                self._pos = list(pos)
            return {"type": "action", "success": bool(ok), "hp": self.get_my_hp()}
        return {"type": "action", "success": False}

    def detect(self, pos):
        self._do({"type": "detect", "at": list(pos)}, False)

    def end_turn(self):
        self._ended = True


_turn = {"key": None, "queue": []}


def _as_view(view):
    if isinstance(view, str):
        return json.loads(view)
    if hasattr(view, "to_py"):
        view = view.to_py()
    return json.loads(json.dumps(view))


def _make_client(view):
    for v in list(globals().values()):
        if isinstance(v, type) and issubclass(v, Client) and v is not Client and hasattr(v, "play"):
            return v(view), None
    return Client(view), globals().get("play")


def turn(view):
    """The arena's call: the index of the next action in view["actions"]."""
    view = _as_view(view)
    key = (view["round"], view["me"]["id"])
    if _turn["key"] != key:
        _turn["key"] = key
        _turn["queue"] = []
        client, play = _make_client(view)
        if play is not None:
            play(client)
        else:
            client.play()
        _turn["queue"] = list(client._queue)
    actions = view["actions"]
    while _turn["queue"]:
        want = _turn["queue"].pop(0)
        for i, a in enumerate(actions):
            if _same(want, a):
                return i
    return len(actions) - 1
