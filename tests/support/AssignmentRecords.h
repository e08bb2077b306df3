#pragma once

// The assignment's comparison as a student runs it: Negamax, alpha-beta, Scout and NegaScout,
// each with and without the table (the default policy, 64 MiB), PV labels 34 down to 14, 3 s per
// search. Recorded once with `othello-lab-cli sweep --algorithms negamax,alphabeta,scout,negascout
// --tt off,on --from 34 --to 14 --time-limit 3`: the node counts are exact (the same on every
// machine), the times this machine's. Scout's counts lie close to NegaScout's and alpha-beta's,
// which is what made Scout invisible in the charts (issue 35).

#include "engine/board/PrincipalVariation.h"
#include "results/ResultRecord.h"

#include <vector>

namespace othello::test {

struct AssignmentRow {
    int label;
    Algorithm algorithm;
    bool tt;
    std::uint64_t expanded;
    std::uint64_t generated;
    double seconds;
    bool done; // else the search timed out
    std::uint64_t probes;
    std::uint64_t hitsExact;
    std::uint64_t hitsLower;
    std::uint64_t hitsUpper;
    std::uint64_t misses;
    std::uint64_t capacity;
    std::uint64_t peakUsed;
};

// The eight searches' 158 records, in the order the sweep finished them.
inline std::vector<ResultRecord> assignmentRecords()
{
    static const AssignmentRow kRows[] = {
        {34, Algorithm::Negamax, false, 0, 1, 1.6741e-05, true, 0, 0, 0, 0, 0, 0, 0},
        {34, Algorithm::Negamax, true, 0, 1, 1.8905e-05, true, 0, 0, 0, 0, 0, 2097152, 0},
        {34, Algorithm::AlphaBeta, false, 0, 1, 2.936e-06, true, 0, 0, 0, 0, 0, 0, 0},
        {34, Algorithm::AlphaBeta, true, 0, 1, 2.805e-06, true, 0, 0, 0, 0, 0, 2097152, 0},
        {34, Algorithm::Scout, false, 0, 1, 3.927e-06, true, 0, 0, 0, 0, 0, 0, 0},
        {34, Algorithm::Scout, true, 0, 1, 2.986e-06, true, 0, 0, 0, 0, 0, 2097152, 0},
        {34, Algorithm::NegaScout, false, 0, 1, 2.895e-06, true, 0, 0, 0, 0, 0, 0, 0},
        {34, Algorithm::NegaScout, true, 0, 1, 2.635e-06, true, 0, 0, 0, 0, 0, 2097152, 0},
        {33, Algorithm::Negamax, false, 1, 2, 8.085e-06, true, 0, 0, 0, 0, 0, 0, 0},
        {33, Algorithm::Negamax, true, 1, 2, 2.1169e-05, true, 1, 0, 0, 0, 1, 2097152, 1},
        {33, Algorithm::AlphaBeta, false, 1, 2, 6.221e-06, true, 0, 0, 0, 0, 0, 0, 0},
        {33, Algorithm::AlphaBeta, true, 1, 2, 8.015e-06, true, 1, 0, 0, 0, 1, 2097152, 1},
        {33, Algorithm::Scout, false, 1, 2, 9.088e-06, true, 0, 0, 0, 0, 0, 0, 0},
        {33, Algorithm::Scout, true, 1, 2, 6.913e-06, true, 1, 0, 0, 0, 1, 2097152, 1},
        {33, Algorithm::NegaScout, false, 1, 2, 7.695e-06, true, 0, 0, 0, 0, 0, 0, 0},
        {33, Algorithm::NegaScout, true, 1, 2, 9.788e-06, true, 1, 0, 0, 0, 1, 2097152, 1},
        {32, Algorithm::Negamax, false, 3, 5, 1.1201e-05, true, 0, 0, 0, 0, 0, 0, 0},
        {32, Algorithm::Negamax, true, 3, 5, 1.1953e-05, true, 3, 0, 0, 0, 3, 2097152, 3},
        {32, Algorithm::AlphaBeta, false, 3, 5, 9.007e-06, true, 0, 0, 0, 0, 0, 0, 0},
        {32, Algorithm::AlphaBeta, true, 3, 5, 1.2623e-05, true, 3, 0, 0, 0, 3, 2097152, 3},
        {32, Algorithm::Scout, false, 3, 5, 1.1161e-05, true, 0, 0, 0, 0, 0, 0, 0},
        {32, Algorithm::Scout, true, 3, 5, 1.3866e-05, true, 3, 0, 0, 0, 3, 2097152, 3},
        {32, Algorithm::NegaScout, false, 3, 5, 1.1362e-05, true, 0, 0, 0, 0, 0, 0, 0},
        {32, Algorithm::NegaScout, true, 3, 5, 1.061e-05, true, 3, 0, 0, 0, 3, 2097152, 3},
        {31, Algorithm::Negamax, false, 4, 6, 1.0249e-05, true, 0, 0, 0, 0, 0, 0, 0},
        {31, Algorithm::Negamax, true, 4, 6, 1.3175e-05, true, 4, 0, 0, 0, 4, 2097152, 4},
        {31, Algorithm::AlphaBeta, false, 4, 6, 9.477e-06, true, 0, 0, 0, 0, 0, 0, 0},
        {31, Algorithm::AlphaBeta, true, 4, 6, 1.1662e-05, true, 4, 0, 0, 0, 4, 2097152, 4},
        {31, Algorithm::Scout, false, 4, 6, 8.917e-06, true, 0, 0, 0, 0, 0, 0, 0},
        {31, Algorithm::Scout, true, 4, 6, 1.2374e-05, true, 4, 0, 0, 0, 4, 2097152, 4},
        {31, Algorithm::NegaScout, false, 4, 6, 5.96e-06, true, 0, 0, 0, 0, 0, 0, 0},
        {31, Algorithm::NegaScout, true, 4, 6, 2.725e-06, true, 4, 0, 0, 0, 4, 2097152, 4},
        {30, Algorithm::Negamax, false, 9, 13, 4.538e-06, true, 0, 0, 0, 0, 0, 0, 0},
        {30, Algorithm::Negamax, true, 9, 13, 6.442e-06, true, 9, 0, 0, 0, 9, 2097152, 9},
        {30, Algorithm::AlphaBeta, false, 9, 13, 3.2671e-05, true, 0, 0, 0, 0, 0, 0, 0},
        {30, Algorithm::AlphaBeta, true, 9, 13, 3.677e-06, true, 9, 0, 0, 0, 9, 2097152, 9},
        {30, Algorithm::Scout, false, 14, 20, 4.038e-06, true, 0, 0, 0, 0, 0, 0, 0},
        {30, Algorithm::Scout, true, 14, 20, 1.3114e-05, true, 14, 0, 2, 3, 9, 2097152, 9},
        {30, Algorithm::NegaScout, false, 14, 20, 1.0229e-05, true, 0, 0, 0, 0, 0, 0, 0},
        {30, Algorithm::NegaScout, true, 14, 20, 1.6301e-05, true, 14, 0, 2, 3, 9, 2097152, 9},
        {29, Algorithm::Negamax, false, 10, 14, 1.0188e-05, true, 0, 0, 0, 0, 0, 0, 0},
        {29, Algorithm::Negamax, true, 10, 14, 7.214e-06, true, 10, 0, 0, 0, 10, 2097152, 10},
        {29, Algorithm::AlphaBeta, false, 10, 14, 5.871e-06, true, 0, 0, 0, 0, 0, 0, 0},
        {29, Algorithm::AlphaBeta, true, 10, 14, 8.706e-06, true, 10, 0, 0, 0, 10, 2097152, 10},
        {29, Algorithm::Scout, false, 15, 21, 7.263e-06, true, 0, 0, 0, 0, 0, 0, 0},
        {29, Algorithm::Scout, true, 15, 21, 1.0329e-05, true, 15, 0, 2, 3, 10, 2097152, 10},
        {29, Algorithm::NegaScout, false, 15, 21, 9.197e-06, true, 0, 0, 0, 0, 0, 0, 0},
        {29, Algorithm::NegaScout, true, 15, 21, 7.854e-06, true, 15, 0, 2, 3, 10, 2097152, 10},
        {28, Algorithm::Negamax, false, 64, 91, 1.1401e-05, true, 0, 0, 0, 0, 0, 0, 0},
        {28, Algorithm::Negamax, true, 64, 88, 3.193e-05, true, 64, 3, 0, 0, 61, 2097152, 61},
        {28, Algorithm::AlphaBeta, false, 21, 27, 1.599e-05, true, 0, 0, 0, 0, 0, 0, 0},
        {28, Algorithm::AlphaBeta, true, 21, 27, 1.609e-05, true, 21, 0, 0, 0, 21, 2097152, 21},
        {28, Algorithm::Scout, false, 26, 34, 1.2394e-05, true, 0, 0, 0, 0, 0, 0, 0},
        {28, Algorithm::Scout, true, 26, 34, 1.5609e-05, true, 26, 0, 2, 3, 21, 2097152, 21},
        {28, Algorithm::NegaScout, false, 26, 34, 9.447e-06, true, 0, 0, 0, 0, 0, 0, 0},
        {28, Algorithm::NegaScout, true, 26, 34, 1.6611e-05, true, 26, 0, 2, 3, 21, 2097152, 21},
        {27, Algorithm::Negamax, false, 125, 177, 1.8916e-05, true, 0, 0, 0, 0, 0, 0, 0},
        {27, Algorithm::Negamax, true, 124, 170, 3.5637e-05, true, 124, 6, 0, 0, 118, 2097152, 118},
        {27, Algorithm::AlphaBeta, false, 62, 82, 8.216e-06, true, 0, 0, 0, 0, 0, 0, 0},
        {27, Algorithm::AlphaBeta, true, 61, 79, 2.0909e-05, true, 61, 1, 0, 1, 59, 2097152, 59},
        {27, Algorithm::Scout, false, 64, 84, 1.4217e-05, true, 0, 0, 0, 0, 0, 0, 0},
        {27, Algorithm::Scout, true, 63, 81, 2.626e-05, true, 63, 0, 2, 5, 56, 2097152, 56},
        {27, Algorithm::NegaScout, false, 64, 84, 1.1291e-05, true, 0, 0, 0, 0, 0, 0, 0},
        {27, Algorithm::NegaScout, true, 63, 81, 2.3334e-05, true, 63, 0, 2, 5, 56, 2097152, 56},
        {26, Algorithm::Negamax, false, 744, 1049, 3.0166e-05, true, 0, 0, 0, 0, 0, 0, 0},
        {26, Algorithm::Negamax, true, 575, 764, 0.000127349, true, 575, 62, 0, 0, 513, 2097152, 513},
        {26, Algorithm::AlphaBeta, false, 186, 238, 1.6591e-05, true, 0, 0, 0, 0, 0, 0, 0},
        {26, Algorithm::AlphaBeta, true, 175, 219, 5.0465e-05, true, 175, 1, 2, 7, 165, 2097152, 165},
        {26, Algorithm::Scout, false, 314, 401, 1.8444e-05, true, 0, 0, 0, 0, 0, 0, 0},
        {26, Algorithm::Scout, true, 269, 334, 6.3399e-05, true, 269, 1, 55, 51, 162, 2097152, 162},
        {26, Algorithm::NegaScout, false, 312, 398, 2.4886e-05, true, 0, 0, 0, 0, 0, 0, 0},
        {26, Algorithm::NegaScout, true, 267, 325, 5.6747e-05, true, 267, 1, 55, 49, 162, 2097152, 162},
        {25, Algorithm::Negamax, false, 3168, 4498, 0.000102933, true, 0, 0, 0, 0, 0, 0, 0},
        {25, Algorithm::Negamax, true, 2177, 2868, 0.000425477, true, 2177, 288, 0, 0, 1889, 2097152, 1889},
        {25, Algorithm::AlphaBeta, false, 769, 1003, 3.4204e-05, true, 0, 0, 0, 0, 0, 0, 0},
        {25, Algorithm::AlphaBeta, true, 688, 872, 0.000179757, true, 688, 13, 17, 29, 629, 2097152, 629},
        {25, Algorithm::Scout, false, 1334, 1748, 4.9463e-05, true, 0, 0, 0, 0, 0, 0, 0},
        {25, Algorithm::Scout, true, 1151, 1452, 0.000256401, true, 1151, 21, 297, 236, 597, 2097152, 597},
        {25, Algorithm::NegaScout, false, 1275, 1668, 5.4823e-05, true, 0, 0, 0, 0, 0, 0, 0},
        {25, Algorithm::NegaScout, true, 1079, 1325, 0.000179847, true, 1079, 10, 275, 221, 573, 2097152, 573},
        {24, Algorithm::Negamax, false, 8597, 11978, 0.000220253, true, 0, 0, 0, 0, 0, 0, 0},
        {24, Algorithm::Negamax, true, 4850, 6240, 0.000944692, true, 4850, 706, 0, 0, 4144, 2097152, 4144},
        {24, Algorithm::AlphaBeta, false, 1152, 1502, 5.9041e-05, true, 0, 0, 0, 0, 0, 0, 0},
        {24, Algorithm::AlphaBeta, true, 954, 1205, 0.000213871, true, 954, 15, 34, 46, 859, 2097152, 859},
        {24, Algorithm::Scout, false, 2011, 2622, 8.516e-05, true, 0, 0, 0, 0, 0, 0, 0},
        {24, Algorithm::Scout, true, 1570, 1979, 0.000243115, true, 1570, 25, 403, 313, 829, 2097152, 829},
        {24, Algorithm::NegaScout, false, 1894, 2465, 8.8566e-05, true, 0, 0, 0, 0, 0, 0, 0},
        {24, Algorithm::NegaScout, true, 1467, 1798, 0.000235541, true, 1467, 12, 376, 295, 784, 2097152, 784},
        {23, Algorithm::Negamax, false, 55127, 76826, 0.001693135, true, 0, 0, 0, 0, 0, 0, 0},
        {23, Algorithm::Negamax, true, 27817, 34830, 0.003372243, true, 27817, 5313, 0, 0, 22504, 2097152, 22504},
        {23, Algorithm::AlphaBeta, false, 3168, 4068, 0.000132639, true, 0, 0, 0, 0, 0, 0, 0},
        {23, Algorithm::AlphaBeta, true, 2538, 3159, 0.000440376, true, 2538, 50, 114, 124, 2250, 2097152, 2250},
        {23, Algorithm::Scout, false, 3232, 4141, 0.000109806, true, 0, 0, 0, 0, 0, 0, 0},
        {23, Algorithm::Scout, true, 2521, 3133, 0.000422332, true, 2521, 31, 498, 400, 1592, 2097152, 1592},
        {23, Algorithm::NegaScout, false, 3051, 3898, 0.000115777, true, 0, 0, 0, 0, 0, 0, 0},
        {23, Algorithm::NegaScout, true, 2357, 2866, 0.000407424, true, 2357, 18, 466, 375, 1498, 2097152, 1498},
        {22, Algorithm::Negamax, false, 308479, 428402, 0.008929404, true, 0, 0, 0, 0, 0, 0, 0},
        {22, Algorithm::Negamax, true, 116035, 143099, 0.013660716, true, 116035, 24884, 0, 0, 91151, 2097152, 91032},
        {22, Algorithm::AlphaBeta, false, 7031, 9130, 0.000324328, true, 0, 0, 0, 0, 0, 0, 0},
        {22, Algorithm::AlphaBeta, true, 4998, 6250, 0.000716424, true, 4998, 83, 252, 222, 4441, 2097152, 4441},
        {22, Algorithm::Scout, false, 10214, 13285, 0.000372729, true, 0, 0, 0, 0, 0, 0, 0},
        {22, Algorithm::Scout, true, 6592, 8213, 0.001159564, true, 6592, 98, 1455, 1099, 3940, 2097152, 3940},
        {22, Algorithm::NegaScout, false, 9329, 12085, 0.000344706, true, 0, 0, 0, 0, 0, 0, 0},
        {22, Algorithm::NegaScout, true, 6137, 7438, 0.001066129, true, 6137, 44, 1312, 972, 3809, 2097152, 3809},
        {21, Algorithm::Negamax, false, 2525249, 3478735, 0.074211456, true, 0, 0, 0, 0, 0, 0, 0},
        {21, Algorithm::Negamax, true, 564427, 679490, 0.1127175, true, 564427, 142512, 0, 0, 421915, 2097152, 411691},
        {21, Algorithm::AlphaBeta, false, 76021, 98755, 0.002863199, true, 0, 0, 0, 0, 0, 0, 0},
        {21, Algorithm::AlphaBeta, true, 44914, 55007, 0.005976596, true, 44914, 1290, 3518, 2725, 37381, 2097152,
         37377},
        {21, Algorithm::Scout, false, 42358, 54461, 0.001520451, true, 0, 0, 0, 0, 0, 0, 0},
        {21, Algorithm::Scout, true, 26243, 32054, 0.003455079, true, 26243, 343, 4129, 3273, 18498, 2097152, 18498},
        {21, Algorithm::NegaScout, false, 37988, 48716, 0.001404573, true, 0, 0, 0, 0, 0, 0, 0},
        {21, Algorithm::NegaScout, true, 24126, 29035, 0.003164263, true, 24126, 179, 3438, 2713, 17796, 2097152,
         17796},
        {20, Algorithm::Negamax, false, 9459570, 13078933, 0.486009331, true, 0, 0, 0, 0, 0, 0, 0},
        {20, Algorithm::Negamax, true, 1983497, 2361511, 0.477925503, true, 1983497, 544815, 0, 0, 1438682, 2097152,
         1185483},
        {20, Algorithm::AlphaBeta, false, 98129, 127644, 0.003020504, true, 0, 0, 0, 0, 0, 0, 0},
        {20, Algorithm::AlphaBeta, true, 62486, 76726, 0.010729029, true, 62486, 1134, 4541, 3372, 53439, 2097152,
         53414},
        {20, Algorithm::Scout, false, 68853, 89091, 0.006054934, true, 0, 0, 0, 0, 0, 0, 0},
        {20, Algorithm::Scout, true, 44813, 55216, 0.011812981, true, 44813, 335, 6840, 5007, 32631, 2097152, 32622},
        {20, Algorithm::NegaScout, false, 63570, 81896, 0.00257563, true, 0, 0, 0, 0, 0, 0, 0},
        {20, Algorithm::NegaScout, true, 40022, 48233, 0.00678882, true, 40022, 105, 5934, 4253, 29730, 2097152, 29725},
        {19, Algorithm::Negamax, false, 65121519, 90647895, 2.388248863, true, 0, 0, 0, 0, 0, 0, 0},
        {19, Algorithm::Negamax, true, 12505807, 14831616, 3.000824743, false, 12505819, 3623497, 0, 0, 8882322,
         2097152, 2089757},
        {19, Algorithm::AlphaBeta, false, 205017, 267604, 0.005548274, true, 0, 0, 0, 0, 0, 0, 0},
        {19, Algorithm::AlphaBeta, true, 130609, 160394, 0.024511562, true, 130609, 1861, 9715, 7373, 111660, 2097152,
         111438},
        {19, Algorithm::Scout, false, 157458, 204351, 0.005196875, true, 0, 0, 0, 0, 0, 0, 0},
        {19, Algorithm::Scout, true, 99648, 122973, 0.017267629, true, 99648, 457, 16580, 12728, 69883, 2097152, 69821},
        {19, Algorithm::NegaScout, false, 142595, 184434, 0.005429771, true, 0, 0, 0, 0, 0, 0, 0},
        {19, Algorithm::NegaScout, true, 91448, 110585, 0.016309132, true, 91448, 112, 15696, 12056, 63584, 2097152,
         63539},
        {18, Algorithm::Negamax, false, 89699153, 125173760, 3.000089605, false, 0, 0, 0, 0, 0, 0, 0},
        {18, Algorithm::AlphaBeta, false, 960343, 1259430, 0.038455469, true, 0, 0, 0, 0, 0, 0, 0},
        {18, Algorithm::AlphaBeta, true, 537323, 654458, 0.110110681, true, 537323, 8172, 46525, 34910, 447716, 2097152,
         436139},
        {18, Algorithm::Scout, false, 497954, 649026, 0.023842187, true, 0, 0, 0, 0, 0, 0, 0},
        {18, Algorithm::Scout, true, 286651, 351589, 0.055397057, true, 286651, 1505, 43634, 31895, 209617, 2097152,
         208237},
        {18, Algorithm::NegaScout, false, 466161, 606535, 0.018544974, true, 0, 0, 0, 0, 0, 0, 0},
        {18, Algorithm::NegaScout, true, 266183, 321603, 0.051684595, true, 266183, 293, 38486, 28060, 199344, 2097152,
         198146},
        {17, Algorithm::AlphaBeta, false, 1549785, 2031924, 0.05368675, true, 0, 0, 0, 0, 0, 0, 0},
        {17, Algorithm::AlphaBeta, true, 821029, 998118, 0.181794078, true, 821029, 10159, 74393, 56262, 680215,
         2097152, 643835},
        {17, Algorithm::Scout, false, 911296, 1189883, 0.0375283, true, 0, 0, 0, 0, 0, 0, 0},
        {17, Algorithm::Scout, true, 510056, 624631, 0.09766237, true, 510056, 1826, 85297, 64225, 358708, 2097152,
         352178},
        {17, Algorithm::NegaScout, false, 870050, 1134974, 0.03668024, true, 0, 0, 0, 0, 0, 0, 0},
        {17, Algorithm::NegaScout, true, 487514, 587689, 0.125313038, true, 487514, 362, 79250, 59352, 348550, 2097152,
         342539},
        {16, Algorithm::AlphaBeta, false, 22325108, 29501798, 0.879974629, true, 0, 0, 0, 0, 0, 0, 0},
        {16, Algorithm::AlphaBeta, true, 7035870, 8387023, 1.725770578, true, 7035870, 97063, 841719, 613233, 5483855,
         2097152, 2041451},
        {16, Algorithm::Scout, false, 6096169, 7989969, 0.274261947, true, 0, 0, 0, 0, 0, 0, 0},
        {16, Algorithm::Scout, true, 2641606, 3206567, 0.686749326, true, 2641606, 14821, 410250, 296986, 1919549,
         2097152, 1443554},
        {16, Algorithm::NegaScout, false, 5518091, 7224096, 0.277909557, true, 0, 0, 0, 0, 0, 0, 0},
        {16, Algorithm::NegaScout, true, 2441769, 2927460, 0.578304467, true, 2441769, 1436, 358731, 259581, 1822021,
         2097152, 1399051},
        {15, Algorithm::AlphaBeta, false, 32949019, 43574643, 1.258393815, true, 0, 0, 0, 0, 0, 0, 0},
        {15, Algorithm::AlphaBeta, true, 11955340, 14446592, 3.000327892, false, 11955357, 128791, 1239786, 882102,
         9704678, 2097152, 2095023},
        {15, Algorithm::Scout, false, 23572285, 30953399, 1.044677929, true, 0, 0, 0, 0, 0, 0, 0},
        {15, Algorithm::Scout, true, 8787253, 10667658, 2.178661147, true, 8787253, 26776, 1288362, 950887, 6521228,
         2097152, 2071337},
        {15, Algorithm::NegaScout, false, 19705373, 25834398, 0.787178174, true, 0, 0, 0, 0, 0, 0, 0},
        {15, Algorithm::NegaScout, true, 7359454, 8823500, 2.038444062, true, 7359454, 1452, 1021432, 755800, 5580770,
         2097152, 2047658},
        {14, Algorithm::AlphaBeta, false, 82016158, 107642871, 2.853535477, true, 0, 0, 0, 0, 0, 0, 0},
        {14, Algorithm::Scout, false, 57114374, 74581266, 2.240596094, true, 0, 0, 0, 0, 0, 0, 0},
        {14, Algorithm::Scout, true, 12440087, 15060992, 3.000561389, false, 12440088, 41606, 1776699, 1263176, 9358607,
         2097152, 2093514},
        {14, Algorithm::NegaScout, false, 47600678, 62054622, 2.443968805, true, 0, 0, 0, 0, 0, 0, 0},
        {14, Algorithm::NegaScout, true, 11671315, 13963264, 3.004147163, false, 11671332, 1506, 1465022, 1043868,
         9160936, 2097152, 2093634},
    };
    std::vector<ResultRecord> records;
    for (const AssignmentRow& row : kRows) {
        ResultRecord r;
        r.label = row.label;
        r.ply = PrincipalVariation::plyOf(row.label);
        r.toMove = PrincipalVariation::sixBySix().position(row.label).toMove;
        r.algorithm = row.algorithm;
        r.tt = row.tt;
        r.expanded = row.expanded;
        r.generated = row.generated;
        r.seconds = row.seconds;
        r.status = row.done ? SearchStatus::Done : SearchStatus::Timeout;
        if (row.done)
            r.value = PrincipalVariation::kGameValue;
        r.tableStats.probes = row.probes;
        r.tableStats.hitsExact = row.hitsExact;
        r.tableStats.hitsLower = row.hitsLower;
        r.tableStats.hitsUpper = row.hitsUpper;
        r.tableStats.misses = row.misses;
        r.tableStats.capacity = row.capacity;
        r.tableStats.peakUsed = row.peakUsed;
        records.push_back(r);
    }
    return records;
}

} // namespace othello::test
