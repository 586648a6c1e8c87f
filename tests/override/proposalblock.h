#pragma once
// Section 2 of crossfire-sound-proposal.txt, verbatim, under `!volume percent` (its volumes are
// 0..100): the example every override-file test starts from.

namespace soundstage::test {

constexpr auto proposalBlock =
    "!volume percent\n"
    "  # <sound name>, <prio> = <file>, <max vol>; <file>, <max vol>; ...\n"
    "  # player actions:\n"
    "  player hits door,        200 = knock.au, 60\n"
    "  player hits locked door, 200 = knock.au, 60    # same as above\n"
    "  player opens door,       220 = creak.au, 80\n"
    "  # monsters:\n"
    "  dragon moves,            100 = rumble.au, 20\n"
    "  dragon attacks,            0 =                 # no sound\n"
    "  goblin dies,             150 = splat.au, 30\n"
    "  # spells:\n"
    "  firestorm,               210 = whoosh.au, 100  # usual dragon attack\n"
    "  comet,                   230 = whoosh.au, 70; bang.au, 100, whoosh.au, 40\n"
    "  # ambient sounds:\n"
    "  ambient wind,             10 = wind.au, 10\n"
    "  ambient woods,            10 = whoohoo.au, 20  # owls\n"
    "  ambient cave,             10 = rumble.au, 10   # rocks moving\n"
    "  ambient cave 2,           10 = drip.au, 20     # water dripping\n"
    "  ambient well,             20 = drip.au, 30\n"
    "  # music:\n"
    "  music castle room,         0 = castlemusic.au, 10; ballad.au, 10\n"
    "  music cave,                0 = cavemen.au, 15\n"
    "  music silly example,       0 = Dsharp.au, 10, C.au, 10, Eflat.au, 15  # ...\n";

} // namespace soundstage::test
