// Every text the engine gives players, in English, listed where lupdate reads
// it: rules/ knows no Qt, so its words reach the .ts files from here. A test
// (tests/app/tst_enginetexts.cpp) plays every game and fails on any text the
// engine says that is missing from this list.
#include "enginetext.h"

#include <QtGlobal>

namespace enginetext {

namespace {

const char* const kTexts[] = {
    QT_TRANSLATE_NOOP("engine", "%1"),
    QT_TRANSLATE_NOOP("engine",
                      "English draughts: 12 men each, compulsory captures, kings move one square."),
    QT_TRANSLATE_NOOP("engine", "Checkers with magic hats: capture to draw hats from the "
                                    "bag, then wear their powers."),
    QT_TRANSLATE_NOOP("engine",
                      "Pick hats before play: mixed fills the bag, select gives each player a pool "
                      "to choose from on capture, contrary lets the opponent choose from it."),
    QT_TRANSLATE_NOOP("engine",
                      "A piece may wear several hats, added evenly across your pieces."),
    QT_TRANSLATE_NOOP("engine",
                      "Capturing a hatted piece moves its hats into your rack (Venom excepted)."),
    QT_TRANSLATE_NOOP("engine", "Most pieces left wins; hats in the rack only break ties."),
    QT_TRANSLATE_NOOP("engine",
                      "Trade three hats from your rack to bring back two men or take two hats."),
    QT_TRANSLATE_NOOP("engine", "plays any legal move at random"),
    QT_TRANSLATE_NOOP("engine", "looks a few moves ahead and often picks a weaker move"),
    QT_TRANSLATE_NOOP("engine", "a solid club player that reads tactics well"),
    QT_TRANSLATE_NOOP("engine", "searches ten times deeper than normal"),
    QT_TRANSLATE_NOOP("engine", "thinks one decision ahead, with a dash of chance"),
    QT_TRANSLATE_NOOP("engine", "weighs each hat draw two decisions ahead"),
    QT_TRANSLATE_NOOP("engine",
                      "looks up to six decisions ahead, draws and placements included"),
};

} // namespace

const QStringList& known() {
    static const QStringList list = [] {
        QStringList out;
        for (const char* t : kTexts) out << QString::fromUtf8(t);
        return out;
    }();
    return list;
}

} // namespace enginetext
