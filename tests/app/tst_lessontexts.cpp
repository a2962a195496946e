// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Every text of every game's lessons (titles, goals, hints, the words for a
// wrong move) is translated into German, French and Spanish, and the build
// carries those translations to the app.
#include "enginetext.h"
#ifndef Q_MOC_RUN
#include "lessons.h"
#endif

#include <QFile>
#include <QMap>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

namespace {

// source -> translation, for the finished messages of a .ts file.
QMap<QString, QString> finished(const QString& path) {
    QMap<QString, QString> out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return out;
    QXmlStreamReader xml(&file);
    QString source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) continue;
        if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            const bool unfinished =
                xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished");
            const QString text = xml.readElementText();
            if (!unfinished && !text.trimmed().isEmpty()) out.insert(source, text);
        }
    }
    return out;
}

} // namespace

class TestLessonTexts : public QObject {
    Q_OBJECT
  private slots:
    void everyTextIsTranslated() {
        int checked = 0;
        for (const auto& game : hatrack::allGames()) {
            const auto texts = hatrack::lessonTexts(hatrack::lessonsFor(game.id));
            if (texts.empty()) continue;
            for (const char* lang : {"de", "fr", "es"}) {
                const QString path = QStringLiteral(HATRACK_TS_DIR "/%1_%2.ts")
                                         .arg(QString::fromStdString(game.id), lang);
                const auto done = finished(path);
                QVERIFY2(!done.isEmpty(), qPrintable(path + " is missing or empty"));
                QStringList missing;
                for (const auto& t : texts)
                    if (!done.contains(QString::fromStdString(t)))
                        missing << QString::fromStdString(t);
                QVERIFY2(missing.isEmpty(),
                         qPrintable(QStringLiteral("%1: %2 text(s) not translated, first: %3")
                                        .arg(path)
                                        .arg(missing.size())
                                        .arg(missing.value(0))));
                ++checked;
            }
        }
        QVERIFY(checked >= 15); // five games, three languages
    }

    void theBuildCarriesThem() {
        const auto& lessons = hatrack::lessonsFor("checkers");
        QVERIFY(!lessons.stages.empty());
        const QString title = QString::fromStdString(lessons.stages.front().title);
        for (const char* lang : {"de", "fr", "es"}) {
            QTranslator t;
            QVERIFY(t.load(QStringLiteral(HATRACK_QM_DIR "/games_%1.qm").arg(lang)));
            const QString translated = t.translate("engine", title.toUtf8().constData());
            QVERIFY2(!translated.isEmpty() && translated != title, lang);
        }
    }
};

QTEST_GUILESS_MAIN(TestLessonTexts)
#include "tst_lessontexts.moc"
