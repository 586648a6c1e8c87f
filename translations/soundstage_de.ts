<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>soundstage::AboutDialog</name>
    <message>
        <location filename="../widgets/aboutdialog.cpp" line="+30"/>
        <source>Soundstage %1</source>
        <translation>Soundstage %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>application framework, user interface</source>
        <translation>Anwendungsgerüst, Benutzeroberfläche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>charts and plots</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>audio output, positional sound, offline rendering</source>
        <translation>Audioausgabe, räumlicher Klang, Offline-Rendering</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ogg Vorbis decoding and encoding</source>
        <translation>Ogg-Vorbis-Dekodierung und -Kodierung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MP3 decoding</source>
        <translation>MP3-Dekodierung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>compressed dat records</source>
        <translation>komprimierte Dat-Einträge</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About Soundstage</source>
        <translation>Über Soundstage</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>An editor for the sound data of Asheron&apos;s Call client dats: see what the retail client does with every variant, hear sounds the way it places them, and save the edits into a patched copy of the dat.</source>
        <translation>Ein Editor für die Klangdaten der Client-Dats von Asheron&apos;s Call: Sehen Sie, was der Retail-Client mit jeder Variante macht, hören Sie Klänge so, wie er sie platziert, und speichern Sie Ihre Änderungen in einer gepatchten Kopie der Dat.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Soundstage is built on these libraries:</source>
        <translation>Soundstage baut auf diesen Bibliotheken auf:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Used for</source>
        <translation>Verwendet für</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Licence</source>
        <translation>Lizenz</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Built with Qt %1, running on Qt %2.</source>
        <translation>Erstellt mit Qt %1, läuft mit Qt %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
</context>
<context>
    <name>soundstage::ByteReader</name>
    <message>
        <location filename="../core/common/bytereader.cpp" line="+29"/>
        <source>%1 needs %2 bytes but only %3 remain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+103"/>
        <source>%1 is %2, more than the %3 remaining bytes can hold</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>soundstage::Error</name>
    <message>
        <location filename="../core/common/error.cpp" line="+19"/>
        <source>at %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>soundstage::cli</name>
    <message>
        <location filename="../app/cli/clicommand.cpp" line="+41"/>
        <source>Print JSON instead of text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/clidat.cpp" line="+46"/>
        <source>no record %1 in this dat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>record %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>cannot write: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
