"""The common first moves of each side (ICCS), in a fixed order.

Red: central cannon (炮二平五, 炮八平五), pawn openings (仙人指路: 兵七进一, 兵三进一), horse openings
(起马局), elephant openings (飞相局), and the cannon to the third file (炮二平三, 炮八平七). Black: the
screen horses (马8进7, 马2进3), the central cannon (顺炮 or 列炮 against Red's), the 3rd and 7th
pawns, and the elephants. Their legal pairs make the classical openings
(tests/data/openings-classical.txt) and the handicap ladder's starts.
"""
RED_FIRST = ["h2e2", "b2e2", "c3c4", "g3g4", "h0g2", "b0c2", "c0e2", "g0e2", "h2g2", "b2c2"]
BLACK_FIRST = ["h9g7", "b9c7", "h7e7", "b7e7", "c6c5", "g6g5", "g9e7", "c9e7"]
