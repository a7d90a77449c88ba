"""scripts/xqmatch/elo.py against figures computed by hand from the formulas."""
import math
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from xqmatch import elo  # noqa: E402


class EloTest(unittest.TestCase):
    def test_score_and_elo_of_score(self):
        self.assertAlmostEqual(elo.score(89, 61, 50), 0.5975)
        self.assertAlmostEqual(elo.elo_of_score(0.5), 0.0)
        self.assertAlmostEqual(elo.elo_of_score(0.75), 400 * math.log10(3))  # +190.8
        self.assertAlmostEqual(elo.elo_of_score(0.25), -400 * math.log10(3))
        self.assertEqual(elo.elo_of_score(1.0), math.inf)
        self.assertEqual(elo.elo_of_score(0.0), -math.inf)

    def test_interval_of_a_200_game_match(self):
        # 89-61-50: s = 0.5975, per-game variance 0.164249, so the score interval is
        # 0.5975 -/+ 1.96 * sqrt(0.164249 / 200) = 0.54133 .. 0.65367.
        e = elo.estimate(89, 61, 50)
        self.assertAlmostEqual(e.elo, 68.6, places=1)
        self.assertAlmostEqual(e.low, 28.8, places=1)
        self.assertAlmostEqual(e.high, 110.3, places=1)
        self.assertAlmostEqual(e.half, 40.8, places=1)
        self.assertAlmostEqual(e.los, 0.99955, places=4)  # erf(39 / sqrt(278))
        self.assertEqual(elo.describe(e),
                         "Elo +68.6 +/- 40.8 (95% +28.8 .. +110.3), LOS 99.95%")

    def test_more_known_matches(self):
        e = elo.estimate(149, 23, 28)
        self.assertEqual((round(e.elo, 1), round(e.half, 1)), (243.6, 55.7))
        self.assertEqual((round(e.low, 1), round(e.high, 1)), (193.2, 304.7))
        e = elo.estimate(111, 206, 83)
        self.assertEqual((round(e.elo, 1), round(e.half, 1), round(100 * e.los, 1)),
                         (24.4, 23.7, 97.8))

    def test_symmetry_and_even_score(self):
        a, b = elo.estimate(30, 20, 10), elo.estimate(10, 20, 30)
        self.assertAlmostEqual(a.elo, -b.elo)
        self.assertAlmostEqual(a.low, -b.high)
        self.assertAlmostEqual(elo.los(5, 5), 0.5)
        self.assertAlmostEqual(elo.los(0, 0), 0.5)
        self.assertEqual(elo.estimate(0, 10, 0).elo, 0.0)

    def test_sweep_has_a_bound_only(self):
        # 20 of 20: the score is above 0.025 ** (1 / 20) = 0.83157 with 95% confidence.
        self.assertAlmostEqual(elo.sweep_bound(20), elo.elo_of_score(0.83157), places=1)
        self.assertEqual(round(elo.sweep_bound(20)), 277)
        self.assertEqual(elo.describe(elo.estimate(20, 0, 0)),
                         "Elo +inf (a clean sweep of 20: above +277 with 95% confidence)")
        self.assertEqual(elo.describe(elo.estimate(0, 0, 2)),
                         "Elo -inf (a clean sweep of 2: below +291 with 95% confidence)")
        with self.assertRaises(ValueError):
            elo.estimate(0, 0, 0)

    def test_ladder_step_adds_half_a_win_and_a_loss(self):
        # 57-2-1 becomes 57.5-2-1.5: s = 58.5 / 61.
        d, se = elo.ladder_step(57, 2, 1)
        self.assertAlmostEqual(d, elo.elo_of_score(58.5 / 61))
        self.assertEqual((round(d), round(1.96 * se)), (548, 196))
        d, se = elo.ladder_step(0, 0, 60)
        self.assertTrue(math.isfinite(d) and d < -800)


if __name__ == "__main__":
    unittest.main()
