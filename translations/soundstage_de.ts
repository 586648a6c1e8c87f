<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>soundstage::AboutDialog</name>
    <message>
        <location filename="../widgets/window/aboutdialog.cpp" line="+33"/>
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
        <source>loudness measurement (EBU R128)</source>
        <translation>Lautheitsmessung (EBU R128)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>compressed dat records</source>
        <translation>komprimierte Dat-Datensätze</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About Soundstage</source>
        <translation>Über Soundstage</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>An editor for the sound data of Asheron&apos;s Call client dats: see what the retail client does with every variant, hear sounds the way it places them, and save the edits into a patched copy of the dat.</source>
        <translation>Ein Editor für die Klangdaten der Client-Dats von Asheron&apos;s Call: Sehen Sie, was der Retail-Client mit jeder Variante macht, hören Sie Klänge so, wie er sie platziert, und speichern Sie Ihre Änderungen in einer gepatchten Kopie der Dat.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>User Guide</source>
        <translation>Benutzerhandbuch</translation>
    </message>
    <message>
        <location line="+3"/>
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
    <name>soundstage::AdpcmDecoder</name>
    <message>
        <location filename="../core/audio/adpcmdecoder.cpp" line="+45"/>
        <source>MS-ADPCM with %1 channels is not supported (mono or stereo only)</source>
        <translation>MS-ADPCM mit %1 Kanälen wird nicht unterstützt (nur Mono oder Stereo)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>block align %1 is too small for the %2-byte MS-ADPCM block header</source>
        <translation>Block-Align %1 ist zu klein für den %2 Byte großen MS-ADPCM-Blockheader</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 samples per block, but a %2-byte block holds at most %3</source>
        <translation>%1 Samples pro Block, aber ein Block mit %2 Byte fasst höchstens %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the coefficient table is empty</source>
        <translation>die Koeffiziententabelle ist leer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MS-ADPCM coefficient pairs</source>
        <translation>MS-ADPCM-Koeffizientenpaare</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 samples per block; an MS-ADPCM block holds at least 2</source>
        <translation>%1 Samples pro Block; ein MS-ADPCM-Block enthält mindestens 2</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>predictor index %1 is outside the %2 coefficient pairs</source>
        <translation>Prädiktorindex %1 liegt außerhalb der %2 Koeffizientenpaare</translation>
    </message>
</context>
<context>
    <name>soundstage::AmbientModel</name>
    <message>
        <location filename="../widgets/audition/ambientmodel.cpp" line="+96"/>
        <source>(unused) %1</source>
        <translation>(ungenutzt) %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>continuous, every %1 s</source>
        <translation>durchgehend, alle %1 s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>intermittent, every %1–%2 s</source>
        <translation>in Abständen, alle %1–%2 s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chance to play at each due time; 0 makes the sound continuous.</source>
        <translation>Chance, zu jedem fälligen Zeitpunkt abzuspielen; 0 macht den Sound durchgehend.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: &quot;%2&quot; is not a sound type.</source>
        <translation>%1: „%2“ ist kein Soundtyp.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: &quot;%2&quot; is not a number.</source>
        <translation>%1: „%2“ ist keine Zahl.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Not changed: %1</source>
        <translation>Nicht geändert: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Sound type</source>
        <translation>Soundtyp</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Base chance</source>
        <translation>Grundchance</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Min rate (s)</source>
        <translation>Min. Intervall (s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Max rate (s)</source>
        <translation>Max. Intervall (s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plays</source>
        <translation>Wiedergabe</translation>
    </message>
</context>
<context>
    <name>soundstage::AmbientSoundEdits</name>
    <message>
        <location filename="../widgets/audition/ambientsoundedits.cpp" line="+46"/>
        <source>Add Sound</source>
        <translation>Sound hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove Sound</source>
        <translation>Sound entfernen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add an ambient sound to the selected ambient table (undoable). Saving writes it into the dat; override files have no lines for ambient sounds, so Export → Override File leaves it out.</source>
        <translation>Einen Ambient-Sound zur gewählten Ambient-Tabelle hinzufügen (rückgängig machbar). Speichern schreibt ihn in die Dat; Override-Dateien haben keine Zeilen für Ambient-Sounds, daher lässt Exportieren → Override-Datei ihn aus.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove the selected ambient sound (undoable)</source>
        <translation>Den gewählten Ambient-Sound entfernen (rückgängig machbar)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Double-click (or F2 on) a sound&apos;s type, volume, base chance or rate to edit it</source>
        <translation>Doppelklick (oder F2) auf Soundtyp, Lautstärke, Grundchance oder Intervall eines Sounds bearbeitet ihn</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Not changed — %1 in STB #%2: %3</source>
        <translation>Nicht geändert — %1 in STB #%2: %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Select an ambient table (STB) or one of its sounds first.</source>
        <translation>Wählen Sie zuerst eine Ambient-Tabelle (STB) oder einen ihrer Sounds.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Not added: %1</source>
        <translation>Nicht hinzugefügt: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Select the ambient sound to remove first.</source>
        <translation>Wählen Sie zuerst den Ambient-Sound, der entfernt werden soll.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Not removed: %1</source>
        <translation>Nicht entfernt: %1</translation>
    </message>
</context>
<context>
    <name>soundstage::AmbientView</name>
    <message>
        <location filename="../widgets/audition/ambientview.cpp" line="+72"/>
        <source>Simulate</source>
        <translation>Simulieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+601"/>
        <source>Play Ambience</source>
        <translation>Atmo abspielen</translation>
    </message>
    <message>
        <location line="-594"/>
        <source>Ambient table / sound</source>
        <translation>Ambient-Tabelle / Sound</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Base chance</source>
        <translation>Grundchance</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Min rate (s)</source>
        <translation>Min. Intervall (s)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Max rate (s)</source>
        <translation>Max. Intervall (s)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>time (s)</source>
        <translation>Zeit (s)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Seed:</source>
        <translation>Seed:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Span:</source>
        <translation>Zeitspanne:</translation>
    </message>
    <message>
        <location line="+205"/>
        <source>Region %1 “%2” (%3 ambient tables)</source>
        <translation>Region %1 „%2“ (%3 Ambient-Tabellen)</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>scene type %1 (%n scenes)</source>
        <translation>
            <numerusform>Szenentyp %1 (%n Szene)</numerusform>
            <numerusform>Szenentyp %1 (%n Szenen)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>STB #%1 · table %2 · used by %3</source>
        <translation>STB #%1 · Tabelle %2 · verwendet von %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no scene type</source>
        <translation>keinem Szenentyp</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>— (unused)</source>
        <translation>— (ungenutzt)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>continuous (derived: base chance 0)</source>
        <translation>durchgehend (abgeleitet: Grundchance 0)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>intermittent</source>
        <translation>in Abständen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re-triggered every min rate seconds while its volume is at least 0.03; max rate is unused</source>
        <translation>Wird alle „Min. Intervall“ Sekunden neu ausgelöst, solange die Lautstärke mindestens 0,03 beträgt; „Max. Intervall“ bleibt ungenutzt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At each due time plays if RollDice(0,1) ≤ play chance, then waits RollDice(min, max) seconds</source>
        <translation>Spielt zu jedem fälligen Zeitpunkt, wenn RollDice(0,1) ≤ Abspielchance, und wartet dann RollDice(min, max) Sekunden</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>Simulating %L1 s of ambience…</source>
        <translation>Simuliere %L1 s Atmo…</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>silence (wave 0)</source>
        <translation>Stille (Wave 0)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>silenced</source>
        <translation>stummgeschaltet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nothing chosen</source>
        <translation>nichts gewählt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · override line %2</source>
        <translation>%1 · Override-Zeile %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+216"/>
        <source>heard</source>
        <translation>gehört</translation>
    </message>
    <message>
        <location line="-211"/>
        <source>silent (chance or gate)</source>
        <translation>stumm (Chance oder Prüfung)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>continuous</source>
        <translation>durchgehend</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>heard (override file)</source>
        <translation>gehört (Override-Datei)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Select an ambient table to simulate it</source>
        <translation>Wählen Sie eine Ambient-Tabelle, um sie zu simulieren</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (silenced by override line %2)</source>
        <translation>%1 (stummgeschaltet durch Override-Zeile %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (override line %2)</source>
        <translation>%1 (Override-Zeile %2)</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1: %2 due, %3 heard (expected %4 heard per minute)</source>
        <translation>%1: %2 fällig, %3 gehört (erwartet: %L4 gehört pro Minute)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Seed %1, %2 s: %3 events, %4 heard%5.</source>
        <translation>Seed %1, %2 s: %3 Ereignisse, %4 gehört%5.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> (truncated)</source>
        <translation> (gekürzt)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Heard/due: %1</source>
        <translation>Gehört/fällig: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Playing the ambience silently: %1</source>
        <translation>Atmo läuft stumm: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stop Ambience</source>
        <translation>Atmo stoppen</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Ambient %1: %2</source>
        <translation>Ambient %1: %2</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>silent</source>
        <translation>stumm</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 at %2 s: %3 (%4)</source>
        <translation>%1 bei %2 s: %3 (%4)</translation>
    </message>
</context>
<context>
    <name>soundstage::Animation</name>
    <message>
        <location filename="../core/records/animation.cpp" line="+58"/>
        <source>animation</source>
        <translation>Animation</translation>
    </message>
</context>
<context>
    <name>soundstage::AnimationHook</name>
    <message>
        <location filename="../core/records/animationhook.cpp" line="+180"/>
        <source>unknown hook type %1 (the client knows 0 to %2)</source>
        <translation>unbekannter Hook-Typ %1 (der Client kennt 0 bis %2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>hook direction %1 is none of 0 (both), 1 (forward), -1 (backward)</source>
        <translation>Hook-Richtung %1 ist keine von 0 (beide), 1 (vorwärts), -1 (rückwärts)</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>hook</source>
        <translation>Hook</translation>
    </message>
</context>
<context>
    <name>soundstage::AtomicFile</name>
    <message>
        <location filename="../core/common/atomicfile.cpp" line="+80"/>
        <source>cannot create a temporary file in %1</source>
        <translation>kann in %1 keine temporäre Datei anlegen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot find a free temporary file name in %1</source>
        <translation>findet in %1 keinen freien Namen für eine temporäre Datei</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no output file given</source>
        <translation>keine Ausgabedatei angegeben</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cannot create a file in %1</source>
        <translation>kann in %1 keine Datei anlegen</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>cannot write</source>
        <translation>kann nicht schreiben</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>flushing the file failed</source>
        <translation>das Leeren der Datei auf die Platte ist fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+3"/>
        <source>cannot link the finished file</source>
        <translation>kann die fertige Datei nicht verknüpfen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>closing the file failed</source>
        <translation>das Schließen der Datei ist fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>renaming the finished file failed</source>
        <translation>das Umbenennen der fertigen Datei ist fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>soundstage::AttenuationPlot</name>
    <message>
        <location filename="../widgets/audition/attenuationplot.cpp" line="+30"/>
        <source>distance (m)</source>
        <translation>Distanz (m)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gain (dB)</source>
        <translation>Gain (dB)</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>retail GetAttenuation (volume %1)</source>
        <translation>Retail-GetAttenuation (Lautstärke %L1)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>OpenAL inverse clamped</source>
        <translation>OpenAL invers (begrenzt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>OpenAL linear clamped</source>
        <translation>OpenAL linear (begrenzt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OpenAL exponent clamped</source>
        <translation>OpenAL exponentiell (begrenzt)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>−50 dB: the retail client drops the sound</source>
        <translation>−50 dB: Der Retail-Client verwirft den Sound</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>heard to %1 m</source>
        <translation>hörbar bis %L1 m</translation>
    </message>
</context>
<context>
    <name>soundstage::AudioDecoder</name>
    <message>
        <location filename="../core/audio/audiodecoder.cpp" line="+30"/>
        <source>the sound decodes to more than %1 samples; longer sounds are not decoded into memory</source>
        <translation>der Klang ergibt dekodiert mehr als %1 Samples; längere Klänge werden nicht in den Speicher dekodiert</translation>
    </message>
</context>
<context>
    <name>soundstage::AudioImport</name>
    <message>
        <location filename="../core/audio/audioimport.cpp" line="+68"/>
        <source>not a file Soundstage can import (WAV, Ogg Vorbis or MP3 expected)</source>
        <translation>keine Datei, die Soundstage importieren kann (WAV, Ogg Vorbis oder MP3 erwartet)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>sample rate %1 Hz is outside 1 … %2 Hz</source>
        <translation>Abtastrate %1 Hz liegt außerhalb von 1 … %2 Hz</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>there is no audio to import</source>
        <translation>es gibt kein Audio zum Importieren</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the wave would hold %1 frames of %2 channel(s) at %3 Hz, more than %4 bytes of 16-bit PCM (the source claims %5 Hz; is that right?)</source>
        <translation>die Wave hätte %1 Frames mit %2 Kanal/Kanälen bei %3 Hz, mehr als %4 Byte 16-Bit-PCM (die Quelle gibt %5 Hz an; stimmt das?)</translation>
    </message>
</context>
<context>
    <name>soundstage::AuditionWorkbench</name>
    <message>
        <location filename="../widgets/audition/auditionworkbench.cpp" line="+89"/>
        <source>Add Selected Variant to &amp;Listener View</source>
        <translation>Ausgewählte Variante zur &amp;Hörer-Ansicht hinzufügen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Odds</source>
        <translation>Chancen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waveform</source>
        <translation>Wellenform</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Listener</source>
        <translation>Hörer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attenuation</source>
        <translation>Dämpfung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ambient</source>
        <translation>Ambient</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>QA Run</source>
        <translation>QA-Lauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Motion</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Audio output</source>
        <translation>Audioausgabe</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>&amp;Audition</source>
        <translation>&amp;Vorhören</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Clear Listener View</source>
        <translation>Hörer-Ansicht &amp;leeren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Motion Audition</source>
        <translation>&amp;Bewegung vorhören</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;QA</source>
        <translation>&amp;QA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Audition All in &amp;Table</source>
        <translation>Alle in der &amp;Tabelle vorhören</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Audition All in &amp;Dat</source>
        <translation>Alle in der &amp;Dat vorhören</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open Run…</source>
        <translation>Lauf ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Recent Runs</source>
        <translation>&amp;Letzte Läufe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export Report as &amp;CSV…</source>
        <translation>Bericht als &amp;CSV exportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export Report as &amp;Markdown…</source>
        <translation>Bericht als &amp;Markdown exportieren…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Preferences…</source>
        <translation>E&amp;instellungen…</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>The language changes the next time Soundstage starts.</source>
        <translation>Die Sprache wechselt beim nächsten Start von Soundstage.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Finding the QA run of %1…</source>
        <translation>Suche den QA-Lauf von %1…</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Open QA Run</source>
        <translation>QA-Lauf öffnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>QA runs (*.json)</source>
        <translation>QA-Läufe (*.json)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No QA runs yet</source>
        <translation>Noch keine QA-Läufe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>whole dat</source>
        <translation>ganze Dat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — %2: %3 of %4 marked (%5)</source>
        <translation>%1 — %2: %3 von %4 markiert (%5)</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>%n sound(s)</source>
        <translation>
            <numerusform>%n Sound</numerusform>
            <numerusform>%n Sounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n wave(s) replaced</source>
        <translation>
            <numerusform>%n Wave ersetzt</numerusform>
            <numerusform>%n Waves ersetzt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n named event(s) not previewed</source>
        <translation>
            <numerusform>%n benanntes Ereignis ohne Vorschau</numerusform>
            <numerusform>%n benannte Ereignisse ohne Vorschau</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Override bypassed: %1</source>
        <translation>Override umgangen: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Override: %1 (%2)</source>
        <translation>Override: %1 (%2)</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>%1 in %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 — override line %2</source>
        <translation>%1 — Override-Zeile %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>silence</source>
        <translation>Stille</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 #%2 is gone from the list: its listener source was removed.</source>
        <translation>%1 #%2 ist nicht mehr in der Liste: Die Quelle wurde aus der Hörer-Ansicht entfernt.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 #%2: %3</source>
        <translation>%1 #%2: %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 #%2 plays nothing: %3</source>
        <translation>%1 #%2 spielt nichts: %3</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Wave %1: %2</source>
        <translation>Wave %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wave %1 plays nothing: %2</source>
        <translation>Wave %1 spielt nichts: %2</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>Open a sound table first, or audition the whole dat.</source>
        <translation>Öffnen Sie zuerst eine Soundtabelle, oder hören Sie die ganze Dat vor.</translation>
    </message>
</context>
<context>
    <name>soundstage::Auditioner</name>
    <message>
        <location filename="../widgets/audition/auditioner.cpp" line="+213"/>
        <source>no dat is open</source>
        <translation>keine Dat geöffnet</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>wave 0 (silence)</source>
        <translation>Wave 0 (Stille)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>silence (line %1 silences %2)</source>
        <translation>Stille (Zeile %1 schaltet %2 stumm)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>silence (line %1 replaces %2; its roll was silent)</source>
        <translation>Stille (Zeile %1 ersetzt %2; ihr Wurf blieb stumm)</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+13"/>
        <source>override line %1 replaces %2 with %3: %4</source>
        <translation>Override-Zeile %1 ersetzt %2 durch %3: %4</translation>
    </message>
    <message>
        <location line="-184"/>
        <location line="+201"/>
        <source>local file %1: %2</source>
        <translation>lokale Datei %1: %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Not started: the sound would be dropped (inaudible, or no free voice).</source>
        <translation>Nicht gestartet: Der Sound würde verworfen (unhörbar oder keine freie Stimme).</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Decoding %1…</source>
        <translation>Dekodiere %1…</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>Nothing plays: %1.</source>
        <translation>Nichts erklingt: %1.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+13"/>
        <source>Wave id 0: this record plays silence.</source>
        <translation>Wave-ID 0: Dieser Datensatz spielt Stille.</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+13"/>
        <location line="+13"/>
        <source>Wave %1: %2</source>
        <translation>Wave %1: %2</translation>
    </message>
</context>
<context>
    <name>soundstage::BTree</name>
    <message>
        <location filename="../core/dat/btree.cpp" line="+49"/>
        <source>B-tree node %1 is reached twice (the tree loops)</source>
        <translation>B-Baum-Knoten %1 wird zweimal erreicht (der Baum bildet eine Schleife)</translation>
    </message>
</context>
<context>
    <name>soundstage::BlockAllocator</name>
    <message>
        <location filename="../core/dat/blockallocator.cpp" line="+76"/>
        <source>the dat would grow to %1 bytes; dats address at most 2 GiB</source>
        <translation>die Dat würde auf %1 Byte wachsen; Dats adressieren höchstens 2 GiB</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>cannot allocate %1 blocks</source>
        <translation>kann keine %1 Blöcke belegen</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 bytes do not fill a chain of %2 blocks</source>
        <translation>%1 Byte füllen keine Kette aus %2 Blöcken</translation>
    </message>
</context>
<context>
    <name>soundstage::BrowserDock</name>
    <message>
        <location filename="../widgets/editor/browserdock.cpp" line="+33"/>
        <source>Browser</source>
        <translation>Browser</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Filter: id, sound type, wave id, prob&lt;0.5, never-chosen…</source>
        <translation>Filter: ID, Soundtyp, Wave-ID, prob&lt;0.5, never-chosen…</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Records</source>
        <translation>Einträge</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+109"/>
        <source>Variants</source>
        <translation>Varianten</translation>
    </message>
    <message>
        <location line="-107"/>
        <source>The variants a filter such as prob&lt;0.5, sound:Footstep*, wave:0x0A000519 or never-chosen matches</source>
        <translation>Die Varianten, die ein Filter wie prob&lt;0.5, sound:Footstep*, wave:0x0A000519 oder never-chosen trifft</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Table %1 is added by %2 and is not in the dat: the table editor cannot show it.</source>
        <translation>Tabelle %1 wird von %2 hinzugefügt und ist nicht in der Dat: Der Tabelleneditor kann sie nicht anzeigen.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Variants (%1)</source>
        <translation>Varianten (%1)</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>%1 · %2 · variant %3</source>
        <translation>%1 · %2 · Variante %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Setup %1 (default table)</source>
        <translation>Setup %1 (Standardtabelle)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Region %1, ambient STB %2</source>
        <translation>Region %1, Ambient-STB %2</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Scene type %1 (%n scene(s))</source>
        <translation>
            <numerusform>Szenentyp %1 (%n Szene)</numerusform>
            <numerusform>Szenentyp %1 (%n Szenen)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>… and %1 more</source>
        <translation>… und %1 weitere</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not used anywhere</source>
        <translation>Nirgends verwendet</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show</source>
        <translation>Anzeigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where Used</source>
        <translation>Verwendet in</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show Triggers</source>
        <translation>Auslöser zeigen</translation>
    </message>
</context>
<context>
    <name>soundstage::BrowserModel</name>
    <message>
        <location filename="../widgets/editor/browsermodel.cpp" line="+91"/>
        <source>Listing records…</source>
        <translation>Liste die Datensätze auf…</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Column %1: %2</source>
        <translation>Spalte %1: %2</translation>
    </message>
    <message>
        <location line="+423"/>
        <source>Sound tables</source>
        <translation>Soundtabellen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waves</source>
        <translation>Waves</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ambient STBs</source>
        <translation>Ambient-STBs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Setups</source>
        <translation>Setups</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Record</source>
        <translation>Datensatz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Details</source>
        <translation>Details</translation>
    </message>
</context>
<context>
    <name>soundstage::BrowserRows</name>
    <message>
        <location filename="../widgets/session/browserrows.cpp" line="+27"/>
        <source>a variant that is never chosen</source>
        <translation>eine Variante, die nie gewählt wird</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a silent variant (wave 0)</source>
        <translation>eine stumme Variante (Wave 0)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a variant whose wave is missing</source>
        <translation>eine Variante, deren Wave fehlt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Holds %1.</source>
        <translation>Enthält %1.</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>%1 bytes</source>
        <translation>%1 Byte</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>%1 STB %2</source>
        <translation>%1 STB %2</translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>%1, %n sound(s)</source>
        <translation>
            <numerusform>%1, %n Sound</numerusform>
            <numerusform>%1, %n Sounds</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>default table %1</source>
        <translation>Std.-Tabelle %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no default table</source>
        <translation>keine Standardtabelle</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message numerus="yes">
        <location line="-77"/>
        <source>%n sound type(s)</source>
        <translation>
            <numerusform>%n Soundtyp</numerusform>
            <numerusform>%n Soundtypen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+93"/>
        <source>Overridden by %1:
%2</source>
        <translation>Überschrieben durch %1:
%2</translation>
    </message>
    <message numerus="yes">
        <location line="-92"/>
        <source>%n sound type(s), added by the override</source>
        <translation>
            <numerusform>%n Soundtyp, vom Override hinzugefügt</numerusform>
            <numerusform>%n Soundtypen, vom Override hinzugefügt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+118"/>
        <source>%1 line %2</source>
        <translation>
            <numerusform>%1 Zeile %2</numerusform>
            <numerusform>%1 Zeilen %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Added by %1 (not in the dat):
%2</source>
        <translation>Hinzugefügt von %1 (nicht in der Dat):
%2</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>The table editor shows only the dat&apos;s tables; clear the override to remove this row.</source>
        <translation>Der Tabelleneditor zeigt nur die Tabellen der Dat; entfernen Sie den Override, um diese Zeile zu entfernen.</translation>
    </message>
</context>
<context>
    <name>soundstage::BulkActions</name>
    <message>
        <location filename="../widgets/window/bulkactions.cpp" line="+34"/>
        <source>&amp;Edit Selected Variants…</source>
        <translation>Ausgewählte Varianten &amp;bearbeiten…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit Variants &amp;Matching the Filter…</source>
        <translation>Varianten zum &amp;Filter bearbeiten…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make Every Variant Reachable in Selected &amp;Tables</source>
        <translation>Alle Varianten in ausgewählten &amp;Tabellen erreichbar machen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set or scale the probability, volume or priority of the selected variants, or replace their wave, in one step</source>
        <translation>Wahrscheinlichkeit, Lautstärke oder Priorität der ausgewählten Varianten setzen oder skalieren oder ihre Wave ersetzen, in einem Schritt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Edit every variant of the dat that the browser&apos;s filter matches, in one step</source>
        <translation>Jede Variante der Dat bearbeiten, auf die der Filter des Browsers passt, in einem Schritt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Repeat the last variant of every list whose last variant is never chosen, in every table selected in the browser</source>
        <translation>Die letzte Variante jeder Liste wiederholen, deren letzte Variante nie gewählt wird, in jeder im Browser ausgewählten Tabelle</translation>
    </message>
    <message numerus="yes">
        <location line="+110"/>
        <source>Every variant of the %n selected table(s) is already reachable.</source>
        <translation>
            <numerusform>Jede Variante der %n ausgewählten Tabelle ist schon erreichbar.</numerusform>
            <numerusform>Jede Variante der %n ausgewählten Tabellen ist schon erreichbar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Repeated the last variant of %n list(s) in the selected tables, one undo step.</source>
        <translation>
            <numerusform>Die letzte Variante von %n Liste in den ausgewählten Tabellen wiederholt, ein Rückgängig-Schritt.</numerusform>
            <numerusform>Die letzte Variante von %n Listen in den ausgewählten Tabellen wiederholt, ein Rückgängig-Schritt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>soundstage::BulkEditDialog</name>
    <message>
        <location filename="../widgets/editor/bulkeditdialog.cpp" line="+55"/>
        <source>Edit Variants</source>
        <translation>Varianten bearbeiten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Probability</source>
        <translation>Wahrscheinlichkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Priority</source>
        <translation>Priorität</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wave (replace)</source>
        <translation>Wave (ersetzen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set to</source>
        <translation>Setzen auf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Multiply by</source>
        <translation>Multiplizieren mit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a number, or a wave id such as 0x0A000519</source>
        <translation>eine Zahl oder eine Wave-ID wie 0x0A000519</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sound type</source>
        <translation>Soundtyp</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Variants</source>
        <translation>Varianten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>First change</source>
        <translation>Erste Änderung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edit %1.</source>
        <translation>Bearbeiten: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Field:</source>
        <translation>Feld:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change:</source>
        <translation>Änderung:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value:</source>
        <translation>Wert:</translation>
    </message>
    <message>
        <location line="+37"/>
        <location line="+33"/>
        <source>Enter the value.</source>
        <translation>Geben Sie den Wert ein.</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>&quot;%1&quot; is not a wave id.</source>
        <translation>„%1“ ist keine Wave-ID.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is not a number.</source>
        <translation>„%1“ ist keine Zahl.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No variants are selected.</source>
        <translation>Keine Varianten ausgewählt.</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>Nothing to change: the %n selected variant(s) already hold this.</source>
        <translation>
            <numerusform>Nichts zu ändern: Die %n ausgewählte Variante hat diesen Wert schon.</numerusform>
            <numerusform>Nichts zu ändern: Die %n ausgewählten Varianten haben diesen Wert schon.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Changes %1 of %n selected variant(s).</source>
        <translation>
            <numerusform>Ändert %1 von %n ausgewählten Variante.</numerusform>
            <numerusform>Ändert %1 von %n ausgewählten Varianten.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>#%1: %2 → %3</source>
        <translation>#%1: %2 → %3</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>… and %n more list(s)</source>
        <translation>
            <numerusform>… und %n weitere Liste</numerusform>
            <numerusform>… und %n weitere Listen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No dat is open.</source>
        <translation>Keine Dat ist geöffnet.</translation>
    </message>
</context>
<context>
    <name>soundstage::ByteReader</name>
    <message>
        <location filename="../core/common/bytereader.cpp" line="+27"/>
        <source>%1 needs %2 bytes but only %3 remain</source>
        <translation>%1 braucht %2 Byte, es verbleiben aber nur %3</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>%1 is %2, more than the %3 remaining bytes can hold</source>
        <translation>%1 ist %2, mehr als die verbleibenden %3 Byte fassen können</translation>
    </message>
</context>
<context>
    <name>soundstage::ColumnChooser</name>
    <message>
        <location filename="../widgets/session/columnchooser.cpp" line="+18"/>
        <source>Right-click to choose the columns</source>
        <translation>Rechtsklick, um die Spalten zu wählen</translation>
    </message>
</context>
<context>
    <name>soundstage::DatDiff</name>
    <message>
        <location filename="../core/dat/datdiff.cpp" line="+67"/>
        <source>wave %1, priority %2, probability %3, volume %4</source>
        <translation>Wave %1, Priorität %2, Wahrscheinlichkeit %3, Lautstärke %4</translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>%n variant(s)</source>
        <translation>
            <numerusform>%n Variante</numerusform>
            <numerusform>%n Varianten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <location line="+1"/>
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n Knoten</numerusform>
            <numerusform>%n Knoten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+85"/>
        <source> (changed)</source>
        <translation> (geändert)</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>samples</source>
        <translation>Samples</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>other samples</source>
        <translation>andere Samples</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>format header</source>
        <translation>Format-Header</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>other format header</source>
        <translation>anderer Format-Header</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1, volume %2, base chance %3, rate %4–%5 s</source>
        <translation>%1, Lautstärke %2, Grundchance %3, Intervall %4–%5 s</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+1"/>
        <location line="+29"/>
        <location line="+1"/>
        <source>present</source>
        <translation>vorhanden</translation>
    </message>
    <message>
        <location line="-31"/>
        <location line="+1"/>
        <location line="+29"/>
        <location line="+1"/>
        <source>absent</source>
        <translation>fehlt</translation>
    </message>
    <message numerus="yes">
        <location line="-9"/>
        <location line="+4"/>
        <source>table %1, %n sound(s)</source>
        <translation>
            <numerusform>Tabelle %1, %n Sound</numerusform>
            <numerusform>Tabelle %1, %n Sounds</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <location line="+1"/>
        <source>%n scene(s)</source>
        <translation>
            <numerusform>%n Szene</numerusform>
            <numerusform>%n Szenen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+3"/>
        <source>stb %1</source>
        <translation>STB %1</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <location line="+1"/>
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n Byte</numerusform>
            <numerusform>%n Byte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+74"/>
        <location line="+25"/>
        <source>as before</source>
        <translation>wie vorher</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>moved</source>
        <translation>verschoben</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 frames %2..%3 at %4 fps</source>
        <translation>%1 Frames %2..%3 mit %4 fps</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>changed</source>
        <translation>geändert</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>does not decode in the first dat: %1</source>
        <translation>lässt sich in der ersten Dat nicht dekodieren: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>does not decode in the second dat: %1</source>
        <translation>lässt sich in der zweiten Dat nicht dekodieren: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>same sounds and variants; the order or encoding differs</source>
        <translation>gleiche Sounds und Varianten; Reihenfolge oder Kodierung unterscheiden sich</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the sound parts are the same; other parts differ</source>
        <translation>die Soundteile sind gleich; andere Teile unterscheiden sich</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the default ids and placement hooks are the same; other parts differ</source>
        <translation>die Standard-IDs und Platzierungs-Hooks sind gleich; andere Teile unterscheiden sich</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the default SoundTable is the same; other parts differ</source>
        <translation>die Standard-Soundtabelle ist gleich; andere Teile unterscheiden sich</translation>
    </message>
</context>
<context>
    <name>soundstage::DatFile</name>
    <message>
        <location filename="../core/dat/datfile.cpp" line="+51"/>
        <source>zlib could not start</source>
        <translation>zlib konnte nicht gestartet werden</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+3"/>
        <source>the stream ends early</source>
        <translation>der Datenstrom endet vorzeitig</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>B-tree node %1</source>
        <translation>B-Baum-Knoten %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>record %1</source>
        <translation>Datensatz %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>%1 starts at %2, outside the file (%3 bytes)</source>
        <translation>%1 beginnt bei %2, außerhalb der Datei (%3 Byte)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 starts at %2, not on the %3-byte block grid</source>
        <translation>%1 beginnt bei %2, nicht auf dem %3-Byte-Blockraster</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 is %2 bytes long, more than the file can hold (%3 bytes)</source>
        <translation>%1 ist %2 Byte lang, mehr als die Datei fassen kann (%3 Byte)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>the block chain of %1 loops back to block %2</source>
        <translation>die Blockkette von %1 führt im Kreis zurück zu Block %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the block chain of %1 runs into block %2, which is tagged free</source>
        <translation>die Blockkette von %1 läuft in Block %2, der als frei markiert ist</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the block chain of %1 continues past its last block (link %2 where 0 was expected)</source>
        <translation>die Blockkette von %1 geht über ihren letzten Block hinaus (Verweis %2, wo 0 erwartet wurde)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the block chain of %1 ends after %2 of %3 blocks</source>
        <translation>die Blockkette von %1 endet nach %2 von %3 Blöcken</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>B-tree node %1 claims %2 entries (at most 61)</source>
        <translation>B-Baum-Knoten %1 gibt %2 Einträge an (höchstens 61)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>B-tree node %1: id %2 of entry %3 does not follow %4</source>
        <translation>B-Baum-Knoten %1: ID %2 von Eintrag %3 folgt nicht auf %4</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>internal B-tree node %1 has no child %2 of %3</source>
        <translation>innerer B-Baum-Knoten %1 hat kein Kind %2 von %3</translation>
    </message>
    <message>
        <location line="+65"/>
        <location line="+63"/>
        <location line="+342"/>
        <source>the B-tree is deeper than a file of this size can hold (%1 levels)</source>
        <translation>der B-Baum ist tiefer, als eine Datei dieser Größe fassen kann (%1 Ebenen)</translation>
    </message>
    <message>
        <location line="-390"/>
        <location line="+55"/>
        <source>B-tree node %1 is reached twice (the tree loops)</source>
        <translation>B-Baum-Knoten %1 wird zweimal erreicht (der Baum bildet eine Schleife)</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>B-tree node %1: id %2 is out of order (after %3)</source>
        <translation>B-Baum-Knoten %1: ID %2 steht außer der Reihe (nach %3)</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>the file is %1 bytes long; dats address at most 2 GiB</source>
        <translation>die Datei ist %1 Byte lang; Dats adressieren höchstens 2 GiB</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot map the file: %1</source>
        <translation>die Datei kann nicht in den Speicher abgebildet werden: %1</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>compressed record %1 is %2 bytes, too short for its size prefix</source>
        <translation>komprimierter Datensatz %1 hat %2 Byte, zu kurz für sein Größenpräfix</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>compressed record %1 claims %2 bytes; records are inflated only up to %3 bytes</source>
        <translation>der komprimierte Datensatz %1 gibt %2 Bytes an; Datensätze werden nur bis %3 Bytes entpackt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>compressed record %1 claims %2 bytes from %3 stored bytes, more than zlib can produce</source>
        <translation>komprimierter Datensatz %1 gibt %2 Byte aus %3 gespeicherten Byte an, mehr als zlib erzeugen kann</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>compressed record %1 inflates to %2 bytes, not the %3 its prefix declares</source>
        <translation>komprimierter Datensatz %1 entpackt zu %2 Byte, nicht zu den %3, die sein Präfix angibt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>compressed record %1 inflates to more than the %2 bytes its prefix declares</source>
        <translation>komprimierter Datensatz %1 entpackt zu mehr als den %2 Byte, die sein Präfix angibt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>compressed record %1 is not a valid zlib stream (%2)</source>
        <translation>komprimierter Datensatz %1 ist kein gültiger zlib-Datenstrom (%2)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no record %1 in the dat</source>
        <translation>kein Datensatz %1 in der Dat</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>the free list is longer than the %1 blocks the header declares</source>
        <translation>die Freiliste ist länger als die %1 Blöcke, die der Header angibt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a free-list link points at %1, outside the file or off the block grid</source>
        <translation>ein Verweis der Freiliste zeigt auf %1, außerhalb der Datei oder neben das Blockraster</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the free list loops back to block %1</source>
        <translation>die Freiliste führt im Kreis zurück zu Block %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>block %1 is on the free list but not tagged free</source>
        <translation>Block %1 steht in der Freiliste, ist aber nicht als frei markiert</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the free list has %1 blocks; the header declares %2</source>
        <translation>die Freiliste hat %1 Blöcke; der Header gibt %2 an</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the free list ends at %1; the header names %2 as its tail</source>
        <translation>die Freiliste endet bei %1; der Header nennt %2 als ihr Ende</translation>
    </message>
</context>
<context>
    <name>soundstage::DatHeader</name>
    <message>
        <location filename="../core/dat/datheader.cpp" line="+68"/>
        <location line="+37"/>
        <source>this is a pre-2013 dat (header at 0x12C); only the end-of-retail layout is supported</source>
        <translation>dies ist eine Dat von vor 2013 (Header bei 0x12C); nur das Layout vom Ende der Retail-Zeit wird unterstützt</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>the file is %1 bytes long, shorter than the %2-byte dat header</source>
        <translation>die Datei ist %1 Byte lang, kürzer als der %2 Byte lange Dat-Header</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>not an Asheron&apos;s Call dat: magic is %1, expected 0x00005442</source>
        <translation>keine Dat von Asheron&apos;s Call: Magic ist %1, erwartet 0x00005442</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>block size %1 is not sane (a multiple of 4 from %2 to %3 expected)</source>
        <translation>Blockgröße %1 ist unplausibel (erwartet: ein Vielfaches von 4 von %2 bis %3)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>block size %1 does not fit a file of %2 bytes</source>
        <translation>Blockgröße %1 passt nicht zu einer Datei mit %2 Byte</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the header declares %1 bytes but the file has only %2 (truncated?)</source>
        <translation>der Header gibt %1 Byte an, die Datei hat aber nur %2 (abgeschnitten?)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 %2 lies outside the file (%3 bytes)</source>
        <translation>%1 %2 liegt außerhalb der Datei (%3 Byte)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 %2 is not on the %3-byte block grid</source>
        <translation>%1 %2 liegt nicht auf dem %3-Byte-Blockraster</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the B-tree root</source>
        <translation>die B-Baum-Wurzel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the free-list head</source>
        <translation>der Anfang der Freiliste</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the free-list tail</source>
        <translation>das Ende der Freiliste</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>free block count %1 is more than the file holds (%2 blocks)</source>
        <translation>die Zahl freier Blöcke (%1) übersteigt die Blockzahl der Datei (%2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 free blocks are declared but the free list has no head or tail</source>
        <translation>%1 freie Blöcke sind angegeben, aber die Freiliste hat keinen Anfang oder kein Ende</translation>
    </message>
</context>
<context>
    <name>soundstage::DatPatcher</name>
    <message>
        <location filename="../core/dat/datpatcher.cpp" line="+93"/>
        <source>copying the source failed: %1</source>
        <translation>Kopieren der Quelle fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>copying the source failed: it ended after %1 of %2 bytes</source>
        <translation>Kopieren der Quelle fehlgeschlagen: sie endete nach %1 von %2 Byte</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>reading the source failed: %1</source>
        <translation>Lesen der Quelle fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unexpected end</source>
        <translation>unerwartetes Ende</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>writing at %1 failed: %2</source>
        <translation>Schreiben bei %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot extend the file to %1 bytes: %2</source>
        <translation>die Datei kann nicht auf %1 Byte erweitert werden: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>renaming the finished file failed: %1</source>
        <translation>Umbenennen der fertigen Datei fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>writing failed after %1 bytes (simulated)</source>
        <translation>Schreiben nach %1 Byte fehlgeschlagen (simuliert)</translation>
    </message>
    <message>
        <location filename="../core/dat/sourcechains.cpp" line="+17"/>
        <source>%1 is longer than the file</source>
        <translation>%1 ist länger als die Datei</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the chain of %1 reaches %2, outside the file or off the grid</source>
        <translation>die Kette von %1 erreicht %2, außerhalb der Datei oder neben dem Raster</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the chain of %1 runs into block %2, which is tagged free</source>
        <translation>die Kette von %1 läuft in Block %2, der als frei markiert ist</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the chain of %1 does not end at its last block (%2)</source>
        <translation>die Kette von %1 endet nicht an ihrem letzten Block (%2)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the chain of %1 loops</source>
        <translation>die Kette von %1 bildet eine Schleife</translation>
    </message>
    <message>
        <location filename="../core/dat/datpatcher.cpp" line="+68"/>
        <source>every id from %1 to %2 is taken</source>
        <translation>jede ID von %1 bis %2 ist belegt</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 is not a wave id (0x0A000000–0x0A00FFFF)</source>
        <translation>%1 ist keine Wave-ID (0x0A000000–0x0A00FFFF)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is already taken; a new wave needs a free id</source>
        <translation>%1 ist bereits belegt; eine neue Wave braucht eine freie ID</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>the dat was shortened by another program while it was read; nothing was written (open it again once that program is done)</source>
        <translation>die Dat wurde von einem anderen Programm gekürzt, während sie gelesen wurde; nichts wurde geschrieben (öffnen Sie sie erneut, sobald jenes Programm fertig ist)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the dat was changed by another program since it was opened; nothing was written (open it again once that program is done)</source>
        <translation>die Dat wurde von einem anderen Programm geändert, seit sie geöffnet wurde; nichts wurde geschrieben (öffnen Sie sie erneut, sobald jenes Programm fertig ist)</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>no output file given</source>
        <translation>keine Ausgabedatei angegeben</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot read the source: %1</source>
        <translation>die Quelle kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the output is the source dat itself; a patch never writes over its source, choose another output file</source>
        <translation>die Ausgabe ist die Quell-Dat selbst; ein Patch überschreibt nie seine Quelle, wählen Sie eine andere Ausgabedatei</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the output exists and is not a regular file</source>
        <translation>die Ausgabe existiert und ist keine reguläre Datei</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+26"/>
        <source>B-tree node %1</source>
        <translation>B-Baum-Knoten %1</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>block %1 of %2 belongs to another record or node as well; refusing to patch a cross-linked dat</source>
        <translation>Block %1 von %2 gehört auch zu einem anderen Datensatz oder Knoten; eine querverlinkte Dat wird nicht gepatcht</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+3"/>
        <location line="+46"/>
        <source>record %1</source>
        <translation>Datensatz %1</translation>
    </message>
</context>
<context>
    <name>soundstage::DatVerifier</name>
    <message>
        <location filename="../core/dat/datverifier.cpp" line="+85"/>
        <location line="+173"/>
        <source>record %1</source>
        <translation>Datensatz %1</translation>
    </message>
    <message>
        <location line="-171"/>
        <location line="+90"/>
        <source>B-tree node %1</source>
        <translation>B-Baum-Knoten %1</translation>
    </message>
    <message>
        <location line="-88"/>
        <source>the free list</source>
        <translation>die Freiliste</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>block %1 is owned by %2 and by %3</source>
        <translation>Block %1 gehört zu %2 und zu %3</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 is %2 bytes long, more than the file can hold</source>
        <translation>%1 ist %2 Byte lang, mehr als die Datei fassen kann</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the chain of %1 reaches %2, outside the file or off the block grid</source>
        <translation>die Kette von %1 erreicht %2, außerhalb der Datei oder neben dem Blockraster</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the chain of %1 loops back to block %2</source>
        <translation>die Kette von %1 führt im Kreis zurück zu Block %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the chain of %1 runs into block %2, which is tagged free</source>
        <translation>die Kette von %1 läuft in Block %2, der als frei markiert ist</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the chain of %1 goes on past its last block %2 (link %3)</source>
        <translation>die Kette von %1 geht über ihren letzten Block %2 hinaus (Verweis %3)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the chain of %1 ends after %2 of %3 blocks</source>
        <translation>die Kette von %1 endet nach %2 von %3 Blöcken</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the B-tree is deeper than %1 levels</source>
        <translation>der B-Baum ist tiefer als %1 Ebenen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>B-tree node %1 is reached twice</source>
        <translation>B-Baum-Knoten %1 wird zweimal erreicht</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 claims %2 entries (at most 61)</source>
        <translation>%1 gibt %2 Einträge an (höchstens 61)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has 0xCDCDCDCD in child slot 0 (a DatReaderWriter-written leaf); the client would take it for an internal node</source>
        <translation>%1 hat 0xCDCDCDCD im Kindplatz 0 (ein von DatReaderWriter geschriebenes Blatt); der Client würde ihn für einen inneren Knoten halten</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 holds %2 entries, fewer than the 30 of a minimum-degree-31 B-tree</source>
        <translation>%1 enthält %2 Einträge, weniger als die 30 eines B-Baums mit Mindestgrad 31</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is empty</source>
        <translation>%1 ist leer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>leaf %1 is at depth %2, other leaves at %3</source>
        <translation>Blatt %1 liegt in Tiefe %2, andere Blätter in Tiefe %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>internal %1 has no child %2 of %3</source>
        <translation>innerer %1 hat kein Kind %2 von %3</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>id %1 in %2 does not follow %3 in the in-order walk</source>
        <translation>ID %1 in %2 folgt beim In-Order-Durchlauf nicht auf %3</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the header declares %1 free blocks but no free-list head</source>
        <translation>der Header gibt %1 freie Blöcke an, aber keinen Anfang der Freiliste</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a free-list link points at %1, outside the file or off the block grid</source>
        <translation>ein Verweis der Freiliste zeigt auf %1, außerhalb der Datei oder neben das Blockraster</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the free list loops back to block %1</source>
        <translation>die Freiliste führt im Kreis zurück zu Block %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>block %1 is on the free list but not tagged free</source>
        <translation>Block %1 steht in der Freiliste, ist aber nicht als frei markiert</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the free list has %1 blocks; the header declares %2</source>
        <translation>die Freiliste hat %1 Blöcke; der Header gibt %2 an</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the free list ends at %1; the header names %2 as its tail</source>
        <translation>die Freiliste endet bei %1; der Header nennt %2 als ihr Ende</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>block %1 belongs to no record, node or the free list (leaked)</source>
        <translation>Block %1 gehört zu keinem Datensatz, keinem Knoten und nicht zur Freiliste (verwaist)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 blocks from %2 belong to no record, node or the free list (leaked)</source>
        <translation>%1 Blöcke ab %2 gehören zu keinem Datensatz, keinem Knoten und nicht zur Freiliste (verwaist)</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>it is %1 bytes, too short for its count</source>
        <translation>er hat %1 Byte, zu kurz für seine Anzahl</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>it ends after %1 of %2 iterations</source>
        <translation>er endet nach %1 von %2 Iterationen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a run of %1 iterations has no start</source>
        <translation>ein Lauf von %1 Iterationen hat keinen Anfang</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>its runs cover %1 iterations, not the %2 it declares</source>
        <translation>seine Läufe decken %1 Iterationen ab, nicht die angegebenen %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 bytes follow the iteration list</source>
        <translation>auf die Iterationsliste folgen %1 Byte</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>cannot map: %1</source>
        <translation>Abbilden in den Speicher fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the header declares %1 bytes; the file has %2</source>
        <translation>der Header gibt %1 Byte an; die Datei hat %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the file ends with a partial block</source>
        <translation>die Datei endet mit einem unvollständigen Block</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>the iteration record&apos;s entry has version %1; the client loads it only at version 1</source>
        <translation>der B-Baum-Eintrag des Iterationsdatensatzes hat Version %1; der Client lädt ihn nur mit Version 1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the iteration record is malformed: %1</source>
        <translation>der Iterationsdatensatz ist fehlerhaft: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 %2 does not decode: %3</source>
        <translation>%1 %2 lässt sich nicht dekodieren: %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the dat has no iteration record 0xFFFF0001</source>
        <translation>die Dat hat keinen Iterationsdatensatz 0xFFFF0001</translation>
    </message>
</context>
<context>
    <name>soundstage::DatWriter</name>
    <message>
        <location filename="../core/dat/datwriter.cpp" line="+43"/>
        <source>zlib could not compress record %1 (code %2)</source>
        <translation>zlib konnte Datensatz %1 nicht komprimieren (Code %2)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>block size %1 is not a multiple of 4 from %2 to %3</source>
        <translation>Blockgröße %1 ist kein Vielfaches von 4 zwischen %2 und %3</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>the dat would be %1 bytes; dats address at most 2 GiB</source>
        <translation>die Dat wäre %1 Byte groß; Dats adressieren höchstens 2 GiB</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>writing the dat failed</source>
        <translation>Schreiben der Dat fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>soundstage::DialogPrompts</name>
    <message>
        <location filename="../widgets/window/userprompts.cpp" line="+13"/>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has changes that are not saved.</source>
        <translation>%1 enthält Änderungen, die nicht gespeichert sind.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save them before closing?</source>
        <translation>Vor dem Schließen speichern?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close anyway and discard them?</source>
        <translation>Trotzdem schließen und die Änderungen verwerfen?</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Recover Unsaved Edits</source>
        <translation>Ungespeicherte Änderungen wiederherstellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Soundstage found edits to %1 that were not saved when it last closed. Recover them? (They can be undone.)</source>
        <translation>Soundstage hat Änderungen an %1 gefunden, die beim letzten Beenden nicht gespeichert waren. Wiederherstellen? (Sie lassen sich rückgängig machen.)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Dat Shortened</source>
        <translation>Dat gekürzt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dat Changed</source>
        <translation>Dat geändert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Another program shortened %1 while Soundstage had it open (a game update?). What Soundstage reads from it now reads as zeros, so records may show errors or play silence, and Save will not write from it.

Open it again now? Your unsaved edits are kept and applied again.</source>
        <translation>Ein anderes Programm hat %1 gekürzt, während Soundstage die Datei geöffnet hatte (ein Spiel-Update?). Was Soundstage jetzt daraus liest, liest sich als Nullen: Einträge können Fehler zeigen oder Stille abspielen, und Speichern schreibt nicht aus ihr.

Jetzt erneut öffnen? Ihre ungespeicherten Änderungen bleiben erhalten und werden wieder angewendet.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Another program changed %1 while Soundstage had it open (a game update?). Soundstage still lists what it read before, records read from now on may not match it, and Save will not write from it.

Open it again now? Your unsaved edits are kept and applied again.</source>
        <translation>Ein anderes Programm hat %1 geändert, während Soundstage die Datei geöffnet hatte (ein Spiel-Update?). Soundstage zeigt weiter, was es vorher gelesen hat, Einträge, die es ab jetzt liest, passen womöglich nicht dazu, und Speichern schreibt nicht aus ihr.

Jetzt erneut öffnen? Ihre ungespeicherten Änderungen bleiben erhalten und werden wieder angewendet.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reopen</source>
        <translation>Erneut öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Later</source>
        <translation>Später</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Replace Local File</source>
        <translation>Lokale Datei ersetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your audio editor saved an edit of %1, which the applied override file plays. Write the edit over that file? Undo cannot bring the old file back.</source>
        <translation>Ihr Audio-Editor hat eine Bearbeitung von %1 gespeichert, die die angewendete Override-Datei abspielt. Die Bearbeitung über diese Datei schreiben? Rückgängig kann die alte Datei nicht zurückholen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Replace File</source>
        <translation>Datei &amp;ersetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keep the File</source>
        <translation>Datei &amp;behalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replace it at every later save of this edit</source>
        <translation>Bei jedem weiteren Speichern dieser Bearbeitung ersetzen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Open Dat</source>
        <translation>Dat öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dat files (*.dat);;All files (*)</source>
        <translation>Dat-Dateien (*.dat);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>soundstage::Document</name>
    <message>
        <location filename="../core/document/document.cpp" line="+30"/>
        <source>Set Wave</source>
        <translation>Wave setzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set Priority</source>
        <translation>Priorität setzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set Probability</source>
        <translation>Wahrscheinlichkeit setzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set Volume</source>
        <translation>Lautstärke setzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set Ambient Table</source>
        <translation>Ambient-Tabelle setzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set Ambient Sound Type</source>
        <translation>Ambient-Soundtyp setzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set Ambient Volume</source>
        <translation>Ambient-Lautstärke setzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set Base Chance</source>
        <translation>Grundchance setzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set Minimum Rate</source>
        <translation>Minimales Intervall setzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set Maximum Rate</source>
        <translation>Maximales Intervall setzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set Default Sound Table</source>
        <translation>Standard-Soundtabelle setzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set Hook Wave</source>
        <translation>Hook-Wave setzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set Hook Sound Type</source>
        <translation>Hook-Soundtyp setzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set Hook Probability</source>
        <translation>Hook-Wahrscheinlichkeit setzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set Hook Volume</source>
        <translation>Hook-Lautstärke setzen</translation>
    </message>
    <message>
        <location filename="../core/document/documenthooks.cpp" line="+42"/>
        <source>The dat has no animation %1.</source>
        <translation>Die Dat enthält keine Animation %1.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Animation %1 has no frame %2.</source>
        <translation>Animation %1 hat keinen Frame %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Frame %1 of animation %2 has no hook %3.</source>
        <translation>Frame %1 der Animation %2 hat keinen Hook %3.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Only sound hooks (Sound, SoundTable, SoundTweaked) can be added.</source>
        <translation>Nur Sound-Hooks (Sound, SoundTable, SoundTweaked) können hinzugefügt werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add %1 Hook</source>
        <translation>%1-Hook hinzufügen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Only sound hooks can be removed here; this is a %1 hook.</source>
        <translation>Hier lassen sich nur Sound-Hooks entfernen; dies ist ein %1-Hook.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove %1 Hook</source>
        <translation>%1-Hook entfernen</translation>
    </message>
    <message>
        <location filename="../core/document/document.cpp" line="+121"/>
        <source>There is no such value to change.</source>
        <translation>Diesen Wert gibt es nicht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This field holds an id, not a number.</source>
        <translation>Dieses Feld enthält eine ID, keine Zahl.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This field holds a number, not an id.</source>
        <translation>Dieses Feld enthält eine Zahl, keine ID.</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+59"/>
        <location line="+19"/>
        <location line="+13"/>
        <location line="+18"/>
        <source>The dat has no sound table %1.</source>
        <translation>Die Dat hat keine Soundtabelle %1.</translation>
    </message>
    <message>
        <location line="-104"/>
        <location line="+78"/>
        <location line="+12"/>
        <source>Table %1 has no sound type %2.</source>
        <translation>Tabelle %1 hat keinen Soundtyp %2.</translation>
    </message>
    <message>
        <location line="-86"/>
        <source>%1 has no variant %2.</source>
        <translation>%1 hat keine Variante %2.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Add Variant</source>
        <translation>Variante hinzufügen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Duplicate Variant</source>
        <translation>Variante duplizieren</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Remove Variant</source>
        <translation>Variante entfernen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Move Variant</source>
        <translation>Variante verschieben</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 is not a sound type the client knows.</source>
        <translation>%1 ist kein Soundtyp, den der Client kennt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table %1 already has %2: the client would only ever use the first.</source>
        <translation>Tabelle %1 hat %2 bereits: Der Client würde immer nur den ersten verwenden.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Add Sound Type</source>
        <translation>Soundtyp hinzufügen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Remove Sound Type</source>
        <translation>Soundtyp entfernen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Make Every Variant Reachable</source>
        <translation>Alle Varianten erreichbar machen</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Make Every Variant Reachable (%n List(s))</source>
        <translation>
            <numerusform>Alle Varianten erreichbar machen (%n Liste)</numerusform>
            <numerusform>Alle Varianten erreichbar machen (%n Listen)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/document/documentwaves.cpp" line="+25"/>
        <source>%1 is not a wave id (0x0A000000–0x0A00FFFF).</source>
        <translation>%1 ist keine Wave-ID (0x0A000000–0x0A00FFFF).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dat already has wave %1.</source>
        <translation>Die Dat hat bereits eine Wave %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Every wave id from 0x0A000000 to 0x0A00FFFF is taken.</source>
        <translation>Jede Wave-ID von 0x0A000000 bis 0x0A00FFFF ist belegt.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Import Wave %1</source>
        <translation>Wave %1 importieren</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No variant names wave %1 any more: the edited sound has no place to go.</source>
        <translation>Keine Variante nennt Wave %1 mehr: Der bearbeitete Klang hat keinen Platz.</translation>
    </message>
    <message numerus="yes">
        <location line="+27"/>
        <source>Edit Wave %1 Externally (now %2 in %n Variant(s))</source>
        <translation>
            <numerusform>Wave %1 extern bearbeiten (jetzt %2 in %n Variante)</numerusform>
            <numerusform>Wave %1 extern bearbeiten (jetzt %2 in %n Varianten)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/document/document.cpp" line="+208"/>
        <source>There are no unsaved edits to recover.</source>
        <translation>Es gibt keine ungespeicherten Änderungen zum Wiederherstellen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The unsaved edits were made to a different version of this dat (it was %1 bytes, it is now %2 bytes), so they cannot be applied.</source>
        <translation>Die ungespeicherten Änderungen wurden an einer anderen Version dieser Dat vorgenommen (sie hatte %1 Byte, jetzt %2 Byte) und können daher nicht angewendet werden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Recover Unsaved Edits</source>
        <translation>Ungespeicherte Änderungen wiederherstellen</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The journal is damaged: the edited animation %1 does not decode (%2).</source>
        <translation>Das Journal ist beschädigt: die bearbeitete Animation %1 lässt sich nicht dekodieren (%2).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The journal is damaged: the imported wave %1 does not decode (%2).</source>
        <translation>Das Journal ist beschädigt: Die importierte Wave %1 lässt sich nicht dekodieren (%2).</translation>
    </message>
    <message>
        <location filename="../core/document/documentambient.cpp" line="+14"/>
        <source>Sound table</source>
        <translation>Soundtabelle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound type</source>
        <translation>Soundtyp</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Base chance</source>
        <translation>Grundchance</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Min rate</source>
        <translation>Min. Intervall</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Max rate</source>
        <translation>Max. Intervall</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The dat has no region %1 with ambient sounds.</source>
        <translation>Die Dat hat keine Region %1 mit Ambient-Sounds.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Region %1 has no ambient table #%2.</source>
        <translation>Region %1 hat keine Ambient-Tabelle #%2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ambient table #%1 of region %2 has no sound %3.</source>
        <translation>Ambient-Tabelle #%1 der Region %2 hat keinen Sound %3.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+6"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add Ambient Sound</source>
        <translation>Ambient-Sound hinzufügen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Remove Ambient Sound</source>
        <translation>Ambient-Sound entfernen</translation>
    </message>
</context>
<context>
    <name>soundstage::DocumentJournal</name>
    <message>
        <location filename="../core/document/documentjournal.cpp" line="+175"/>
        <source>The journal is not valid JSON: %1.</source>
        <translation>Das Journal ist kein gültiges JSON: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This is not a Soundstage journal of a known version.</source>
        <translation>Dies ist kein Soundstage-Journal in einer bekannten Version.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The journal is damaged: a record in it is incomplete.</source>
        <translation>Das Journal ist beschädigt: Ein Datensatz darin ist unvollständig.</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Cannot write the journal: %1.</source>
        <translation>Das Journal kann nicht geschrieben werden: %1.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Cannot read the journal: %1.</source>
        <translation>Das Journal kann nicht gelesen werden: %1.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The journal is damaged: an imported wave in it is incomplete.</source>
        <translation>Das Journal ist beschädigt: Eine importierte Wave darin ist unvollständig.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The journal is damaged: the imported wave %1 (%2) is missing or incomplete.</source>
        <translation>Das Journal ist beschädigt: Die importierte Wave %1 (%2) fehlt oder ist unvollständig.</translation>
    </message>
</context>
<context>
    <name>soundstage::DocumentPlaces</name>
    <message>
        <location filename="../widgets/session/documentplaces.cpp" line="+38"/>
        <source>Demo dat</source>
        <translation>Demo-Dat</translation>
    </message>
</context>
<context>
    <name>soundstage::DocumentSaver</name>
    <message>
        <location filename="../core/document/documentsaver.cpp" line="+49"/>
        <source>edited table</source>
        <translation>bearbeitete Tabelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>edited region</source>
        <translation>bearbeitete Region</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>edited setup</source>
        <translation>bearbeitetes Setup</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>edited record %1 is not in the catalog</source>
        <translation>bearbeiteter Datensatz %1 ist nicht im Katalog</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>edited animation</source>
        <translation>bearbeitete Animation</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>imported wave</source>
        <translation>importierte Wave</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>cannot replace the dat: %1</source>
        <translation>die Dat kann nicht ersetzt werden: %1</translation>
    </message>
</context>
<context>
    <name>soundstage::DocumentValidator</name>
    <message>
        <location filename="../core/document/documentvalidator.cpp" line="+29"/>
        <source>This field holds an id, not a number.</source>
        <translation>Dieses Feld enthält eine ID, keine Zahl.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is not a wave id: waves are 0x0A000000 to 0x0A00FFFF (or 0 for silence).</source>
        <translation>%1 ist keine Wave-ID: Waves liegen zwischen 0x0A000000 und 0x0A00FFFF (oder 0 für Stille).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is not a sound table id: sound tables are 0x20000000 to 0x2000FFFF.</source>
        <translation>%1 ist keine Soundtabellen-ID: Soundtabellen liegen zwischen 0x20000000 und 0x2000FFFF.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is not a sound type.</source>
        <translation>%1 ist kein Soundtyp.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not a wave id: a hook names a wave from 0x0A000000 to 0x0A00FFFF.</source>
        <translation>%1 ist keine Wave-ID: ein Hook nennt eine Wave von 0x0A000000 bis 0x0A00FFFF.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is not a sound type the client knows.</source>
        <translation>%1 ist kein Soundtyp, den der Client kennt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This field holds a number, not an id.</source>
        <translation>Dieses Feld enthält eine Zahl, keine ID.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The value must be a finite number.</source>
        <translation>Der Wert muss eine endliche Zahl sein.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is not a probability: use a number from 0 to 1 (1 = always).</source>
        <translation>%1 ist keine Wahrscheinlichkeit: Verwenden Sie eine Zahl von 0 bis 1 (1 = immer).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A volume cannot be negative: use 0 (silent) to 1 (full).</source>
        <translation>Eine Lautstärke kann nicht negativ sein: Verwenden Sie 0 (stumm) bis 1 (voll).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is far too loud: volumes run from 0 to 1; values above 1 only make the sound carry farther (at most %2).</source>
        <translation>%1 ist viel zu laut: Lautstärken reichen von 0 bis 1; Werte über 1 lassen den Sound nur weiter tragen (höchstens %2).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A priority cannot be negative.</source>
        <translation>Eine Priorität kann nicht negativ sein.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A rate is a time in seconds and cannot be negative.</source>
        <translation>Ein Intervall ist eine Zeit in Sekunden und kann nicht negativ sein.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 appears twice in %2: the client only ever uses the first.</source>
        <translation>%1 kommt in %2 doppelt vor: Der Client verwendet immer nur den ersten.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 in %2 has no variants: nothing plays.</source>
        <translation>%1 in %2 hat keine Varianten: Es wird nichts abgespielt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 in %2: variant %3 is never chosen (the client never picks the last of %4).</source>
        <translation>%1 in %2: Variante %3 wird nie gewählt (der Client wählt nie die letzte von %4).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 in %2, variant %3</source>
        <translation>%1 in %2, Variante %3</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>wave 0 plays silence.</source>
        <translation>Wave 0 spielt Stille.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the dat has no wave %1, so nothing plays.</source>
        <translation>die Dat hat keine Wave %1, daher wird nichts abgespielt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>probability 0 never passes the play gate.</source>
        <translation>Wahrscheinlichkeit 0 besteht die Abspielprüfung nie.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>volume above 1 is clamped to 1 within 5 m and makes the sound carry farther.</source>
        <translation>Lautstärke über 1 wird innerhalb von 5 m auf 1 begrenzt und lässt den Sound weiter tragen.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Ambient table %1 of region %2 (STB %3) is not in the dat.</source>
        <translation>Ambient-Tabelle %1 der Region %2 (STB %3) ist nicht in der Dat.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Region %1, STB %2, %3</source>
        <translation>Region %1, STB %2, %3</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>table %1 has no such sound type, so nothing plays.</source>
        <translation>Tabelle %1 hat diesen Soundtyp nicht, daher wird nichts abgespielt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the longest interval is shorter than the shortest.</source>
        <translation>das längste Intervall ist kürzer als das kürzeste.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Setup %1 names sound table %2, which is not in the dat.</source>
        <translation>Setup %1 nennt Soundtabelle %2, die nicht in der Dat ist.</translation>
    </message>
</context>
<context>
    <name>soundstage::Error</name>
    <message>
        <location filename="../core/common/error.cpp" line="+20"/>
        <source>at %1</source>
        <translation>bei %1</translation>
    </message>
</context>
<context>
    <name>soundstage::EventOutcome</name>
    <message>
        <location filename="../core/retail/eventoutcome.cpp" line="+20"/>
        <source>never chosen</source>
        <translation>nie gewählt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gated off</source>
        <translation>gesperrt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>silent record</source>
        <translation>stummer Datensatz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing wave</source>
        <translation>Wave fehlt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>duplicate wave</source>
        <translation>doppelte Wave</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>duplicate sound type</source>
        <translation>doppelter Soundtyp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>file missing</source>
        <translation>Datei fehlt</translation>
    </message>
</context>
<context>
    <name>soundstage::ExportActions</name>
    <message>
        <location filename="../widgets/window/exportactions.cpp" line="+33"/>
        <source>Table as &amp;JSON…</source>
        <translation>Tabelle als &amp;JSON…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table as &amp;Binary Record…</source>
        <translation>Tabelle als &amp;Binärdatensatz…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wave as &amp;WAV…</source>
        <translation>Wave als &amp;WAV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Override File…</source>
        <translation>&amp;Override-Datei…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import Sound as New Wave…</source>
        <translation>Sound als neue Wave &amp;importieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the edited sounds as override lines</source>
        <translation>Die bearbeiteten Sounds als Override-Zeilen schreiben</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <location line="+59"/>
        <location line="+10"/>
        <source>No table to export.</source>
        <translation>Keine Tabelle zum Exportieren.</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+2"/>
        <location line="+8"/>
        <location line="+1"/>
        <location line="+6"/>
        <location line="+34"/>
        <source>Cannot Export</source>
        <translation>Exportieren nicht möglich</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Select a wave in the browser, or a variant naming one, first.</source>
        <translation>Wählen Sie zuerst eine Wave im Browser oder eine Variante, die eine nennt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Wrote %1.</source>
        <translation>%1 geschrieben.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 with the edits made in Soundstage</source>
        <translation>%1 mit den in Soundstage vorgenommenen Änderungen</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Wrote %1: %n sound(s) differ.</source>
        <translation>
            <numerusform>%1 geschrieben: %n Sound weicht ab.</numerusform>
            <numerusform>%1 geschrieben: %n Sounds weichen ab.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n hook(s) changed.</source>
        <translation>
            <numerusform>%n Hook geändert.</numerusform>
            <numerusform>%n Hooks geändert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The ambient sounds of %n edited region(s) are not in it: override files have no lines for them (Save keeps them in the dat).</source>
        <translation>
            <numerusform>Die Ambient-Sounds von %n bearbeiteten Region sind nicht darin: Override-Dateien haben keine Zeilen für sie (Speichern behält sie in der Dat).</numerusform>
            <numerusform>Die Ambient-Sounds von %n bearbeiteten Regionen sind nicht darin: Override-Dateien haben keine Zeilen für sie (Speichern behält sie in der Dat).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+19"/>
        <location line="+11"/>
        <source>Cannot Import Sound</source>
        <translation>Sound kann nicht importiert werden</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Imported %1 as wave %2 (written by the next save).</source>
        <translation>%1 als Wave %2 importiert (wird beim nächsten Speichern geschrieben).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Normalised from %1 to %2</source>
        <translation>Normalisiert von %1 auf %2</translation>
    </message>
</context>
<context>
    <name>soundstage::ExternalEditActions</name>
    <message>
        <location filename="../widgets/window/externaleditactions.cpp" line="+36"/>
        <source>Edit Wave in E&amp;xternal Editor</source>
        <translation>Wave im e&amp;xternen Editor bearbeiten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the selected wave (or the local file the applied override plays for it) in your audio editor; each save there comes back as an edit (Preferences: External editor)</source>
        <translation>Die ausgewählte Wave (oder die lokale Datei, die die angewendete Override-Datei dafür abspielt) in Ihrem Audio-Editor öffnen; jedes Speichern dort kommt als Bearbeitung zurück (Einstellungen: Externer Editor)</translation>
    </message>
    <message>
        <location line="+87"/>
        <location line="+23"/>
        <source>Cannot Edit Externally</source>
        <translation>Extern bearbeiten nicht möglich</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Select a wave in the browser, or a variant naming one, first.</source>
        <translation>Wählen Sie zuerst eine Wave im Browser oder eine Variante, die eine nennt.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Cannot make a temporary folder: %1</source>
        <translation>Kein temporärer Ordner möglich: %1</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Editing wave %1 in %2: each save there comes back as an edit.</source>
        <translation>Wave %1 wird in %2 bearbeitet: Jedes Speichern dort kommt als Bearbeitung zurück.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Editing %1 in %2: Soundstage asks before a save there replaces the file.</source>
        <translation>%1 wird in %2 bearbeitet: Soundstage fragt, bevor ein Speichern dort die Datei ersetzt.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Soundstage writes WAV and Ogg Vorbis files, not .%1: the file stays as it was. Save your edit over it from the editor, or as a WAV that the override file&apos;s line names.</source>
        <translation>Soundstage schreibt WAV- und Ogg-Vorbis-Dateien, keine .%1-Dateien: Die Datei bleibt, wie sie war. Speichern Sie Ihre Bearbeitung im Editor über sie oder als WAV, die die Zeile der Override-Datei nennt.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Cannot Start the External Editor</source>
        <translation>Externer Editor startet nicht</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The external editor preference &quot;%1&quot; names no program.</source>
        <translation>Die Einstellung Externer Editor „%1“ nennt kein Programm.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Audacity is not installed and the desktop has no application for WAV files: name an editor under Preferences ▸ External editor.</source>
        <translation>Audacity ist nicht installiert, und der Desktop hat kein Programm für WAV-Dateien: Einen Editor unter Einstellungen ▸ Externer Editor angeben.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;%1&quot; could not be started (is it installed and on the PATH?). Preferences ▸ External editor names the program.</source>
        <translation>„%1“ ließ sich nicht starten (installiert und im PATH?). Einstellungen ▸ Externer Editor nennt das Programm.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The external editor&apos;s save of %1 does not read (%2); waiting for its next save.</source>
        <translation>Die vom externen Editor gespeicherte Fassung von %1 ist nicht lesbar (%2); es wird auf das nächste Speichern gewartet.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 stays as it was; your edit is in %2 while Soundstage runs.</source>
        <translation>%1 bleibt, wie sie war; Ihre Bearbeitung liegt in %2, solange Soundstage läuft.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot Replace the Local File</source>
        <translation>Lokale Datei kann nicht ersetzt werden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your edit replaced %1; the override plays it now.</source>
        <translation>Ihre Bearbeitung hat %1 ersetzt; die Override-Datei spielt sie jetzt ab.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The external editor&apos;s save of wave %1 does not read (%2); waiting for its next save.</source>
        <translation>Die vom externen Editor gespeicherte Wave %1 ist nicht lesbar (%2); es wird auf das nächste Speichern gewartet.</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>Wave %1 from the external editor is now wave %2 in %n variant(s); Undo takes it back.</source>
        <translation>
            <numerusform>Wave %1 aus dem externen Editor ist jetzt Wave %2 in %n Variante; Rückgängig nimmt es zurück.</numerusform>
            <numerusform>Wave %1 aus dem externen Editor ist jetzt Wave %2 in %n Varianten; Rückgängig nimmt es zurück.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>soundstage::FileActions</name>
    <message>
        <location filename="../widgets/window/fileactions.cpp" line="+38"/>
        <source>&amp;Open…</source>
        <translation>&amp;Öffnen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Demo Dat</source>
        <translation>&amp;Demo-Dat öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Recent</source>
        <translation>Zu&amp;letzt geöffnet</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Opening %1 cancelled.</source>
        <translation>Öffnen von %1 abgebrochen.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Opening %1…</source>
        <translation>Öffne %1…</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Cannot Open Dat</source>
        <translation>Dat kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 could not be opened:
%2</source>
        <translation>%1 konnte nicht geöffnet werden:
%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not open %1</source>
        <translation>%1 konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cannot Recover Edits</source>
        <translation>Änderungen können nicht wiederhergestellt werden</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Recovered unsaved edits of %n record(s).</source>
        <translation>
            <numerusform>Ungespeicherte Änderungen an %n Datensatz wiederhergestellt.</numerusform>
            <numerusform>Ungespeicherte Änderungen an %n Datensätzen wiederhergestellt.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Opened %1: %2 sound tables, %3 waves.</source>
        <translation>%1 geöffnet: %2 Soundtabellen, %3 Waves.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cannot write the demo dat: %1</source>
        <translation>Die Demo-Dat kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clear Menu</source>
        <translation>Liste leeren</translation>
    </message>
</context>
<context>
    <name>soundstage::FileMenuContext</name>
    <message>
        <location filename="../widgets/window/filemenucontext.cpp" line="+31"/>
        <source>Wrote %1.</source>
        <translation>%1 geschrieben.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Save Patched Copy of the Dat</source>
        <translation>Gepatchte Kopie der Dat speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dat files (*.dat);;All files (*)</source>
        <translation>Dat-Dateien (*.dat);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export Table as JSON</source>
        <translation>Tabelle als JSON exportieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export Table as Binary Record</source>
        <translation>Tabelle als Binärdatensatz exportieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Binary records (*.bin);;All files (*)</source>
        <translation>Binärdatensätze (*.bin);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export Wave as WAV</source>
        <translation>Wave als WAV exportieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>WAV files (*.wav)</source>
        <translation>WAV-Dateien (*.wav)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export Override File</source>
        <translation>Override-Datei exportieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <source>Override files (*.txt *.override);;All files (*)</source>
        <translation>Override-Dateien (*.txt *.override);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Apply Override File</source>
        <translation>Override-Datei anwenden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import Sound as New Wave</source>
        <translation>Sound als neue Wave importieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sounds (*.wav *.ogg *.mp3);;All files (*)</source>
        <translation>Sounds (*.wav *.ogg *.mp3);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>soundstage::FrameStrip</name>
    <message>
        <location filename="../widgets/audition/framestrip.cpp" line="+106"/>
        <source>Choose a setup and a motion, then press Play.</source>
        <translation>Wählen Sie ein Setup und eine Bewegung und drücken Sie dann „Bewegung abspielen“.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>never fires: this play does not advance (framerate 0)</source>
        <translation>löst nie aus: dieses Abspielen kommt nicht voran (Bildrate 0)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>never fires: a Backward hook, and this play runs forward</source>
        <translation>löst nie aus: ein Rückwärts-Hook, und dieses Abspielen läuft vorwärts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>never fires: a Forward hook, and this play runs backward</source>
        <translation>löst nie aus: ein Vorwärts-Hook, und dieses Abspielen läuft rückwärts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>never fires: last frame of a forward play</source>
        <translation>löst nie aus: letztes Bild eines Vorwärts-Abspielens</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>never fires: first frame of a backward play</source>
        <translation>löst nie aus: erstes Bild eines Rückwärts-Abspielens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>never fires: outside the frames this play runs (%1–%2)</source>
        <translation>löst nie aus: außerhalb der Bilder, die dieses Abspielen durchläuft (%1–%2)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>▲ forward  ▼ backward  ◆ both</source>
        <translation>▲ vorwärts  ▼ rückwärts  ◆ beide</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>crossed out: never fires in this play</source>
        <translation>durchgestrichen: löst in diesem Abspielen nie aus</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>Frame %1 · %2 %3 · %4</source>
        <translation>Frame %1 · %2 %3 · %4</translation>
    </message>
    <message>
        <location line="-132"/>
        <source>forward</source>
        <translation>vorwärts</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>backward</source>
        <translation>rückwärts</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>stalled</source>
        <translation>steht still</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Animation %1 · plays frames %2–%3 of %4 · %5 fps %6</source>
        <translation>Animation %1 · spielt Bilder %2–%3 von %4 · %5 fps %6</translation>
    </message>
    <message>
        <location filename="../widgets/audition/motionpanel.cpp" line="+60"/>
        <source>wave %1 (probability %2)</source>
        <translation>Wave %1 (Wahrscheinlichkeit %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>wave %1</source>
        <translation>Wave %1</translation>
    </message>
</context>
<context>
    <name>soundstage::HelpActions</name>
    <message>
        <location filename="../widgets/window/helpactions.cpp" line="+66"/>
        <source>&amp;User Guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Soundstage</source>
        <translation>Ü&amp;ber Soundstage</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open the user guide in your web browser</source>
        <translation>Das Benutzerhandbuch im Webbrowser öffnen</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>User Guide</source>
        <translation>Benutzerhandbuch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The user guide is not installed (share/doc/soundstage/user-guide.html). The manual is also available as &apos;man soundstage&apos;.</source>
        <translation>Das Benutzerhandbuch ist nicht installiert (share/doc/soundstage/user-guide.html). Das Handbuch gibt es auch als &apos;man soundstage&apos;.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No web browser could open the user guide. It is at %1.</source>
        <translation>Kein Webbrowser konnte das Benutzerhandbuch öffnen. Es liegt unter %1.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>In a QA run, N and P step to the next and previous variant, Space replays it, and 1 and 2 mark it Pass and Fail.</source>
        <translation>In einem QA-Durchlauf springen N und P zur nächsten und vorigen Variante, die Leertaste spielt sie erneut, und 1 und 2 markieren sie als Bestanden und Durchgefallen.</translation>
    </message>
</context>
<context>
    <name>soundstage::HookEditor</name>
    <message>
        <location filename="../widgets/editor/hookeditor.cpp" line="+55"/>
        <source>Remove Hook</source>
        <translation>Hook entfernen</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Add Sound Hook</source>
        <translation>Sound-Hook hinzufügen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>SoundTable Hook (a sound type of the object&apos;s table)</source>
        <translation>SoundTable-Hook (ein Soundtyp aus der Tabelle des Objekts)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound Hook (a wave, always)</source>
        <translation>Sound-Hook (eine Wave, immer)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SoundTweaked Hook (a wave with its own probability and volume)</source>
        <translation>SoundTweaked-Hook (eine Wave mit eigener Wahrscheinlichkeit und Lautstärke)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wave:</source>
        <translation>Wave:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound type:</source>
        <translation>Soundtyp:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Probability:</source>
        <translation>Wahrscheinlichkeit:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Volume:</source>
        <translation>Lautstärke:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Frame:</source>
        <translation>Frame:</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Animation %1: choose a frame to add a sound hook to, or select a hook to edit it.</source>
        <translation>Animation %1: einen Frame wählen, um einen Sound-Hook hinzuzufügen, oder einen Hook auswählen, um ihn zu bearbeiten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Select a hook of an animation to edit it. Hooks of physics scripts are shown, not edited, here.</source>
        <translation>Einen Hook einer Animation auswählen, um ihn zu bearbeiten. Hooks von Physik-Skripten werden hier gezeigt, nicht bearbeitet.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 hook on frame %2 of animation %3</source>
        <translation>%1-Hook auf Frame %2 der Animation %3</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>plays %1 of the time (%2 of 32768 rolls)</source>
        <translation>spielt in %1 der Fälle (%2 von 32768 Würfen)</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>&quot;%1&quot; is not a wave id.</source>
        <translation>„%1“ ist keine Wave-ID.</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Not changed: %1</source>
        <translation>Nicht geändert: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&quot;%1&quot; is not a sound type.</source>
        <translation>„%1“ ist kein Soundtyp.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Not added: %1</source>
        <translation>Nicht hinzugefügt: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Not removed: %1</source>
        <translation>Nicht entfernt: %1</translation>
    </message>
</context>
<context>
    <name>soundstage::ImportWaveDialog</name>
    <message>
        <location filename="../widgets/window/importwavedialog.cpp" line="+56"/>
        <source>&amp;Normalise to a target loudness</source>
        <translation>Auf eine Ziel-Lautheit &amp;normalisieren</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Import Sound as New Wave</source>
        <translation>Sound als neue Wave importieren</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The integrated loudness (EBU R128) the stored wave measures</source>
        <translation>Die integrierte Lautheit (EBU R128), die die gespeicherte Wave misst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The true peak the stored wave must stay under: when the target would pass it, the gain stops there and the wave is quieter than the target (one plain gain, no limiter)</source>
        <translation>Der True Peak, unter dem die gespeicherte Wave bleiben muss: Würde das Ziel ihn überschreiten, endet die Verstärkung dort und die Wave ist leiser als das Ziel (eine einfache Verstärkung, kein Limiter)</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1: %2 s, %3 Hz, %n channel(s)</source>
        <translation>
            <numerusform>%1: %2 s, %3 Hz, %n Kanal</numerusform>
            <numerusform>%1: %2 s, %3 Hz, %n Kanäle</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Measured: %1</source>
        <translation>Gemessen: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot measure the loudness: %1</source>
        <translation>Die Lautheit ist nicht messbar: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Target:</source>
        <translation>&amp;Ziel:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>True-peak &amp;ceiling:</source>
        <translation>True-Peak-&amp;Obergrenze:</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 · true peak %2 (gain %3)</source>
        <translation>%1 · True Peak %2 (Verstärkung %3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The %1 true-peak ceiling held the gain back: %2 under the target.</source>
        <translation>Die True-Peak-Obergrenze von %1 hat die Verstärkung begrenzt: %2 unter dem Ziel.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The level is kept as it is.</source>
        <translation>Der Pegel bleibt, wie er ist.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot normalise: the loudness could not be measured.</source>
        <translation>Normalisieren nicht möglich: Die Lautheit ließ sich nicht messen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>After normalising: %1</source>
        <translation>Nach dem Normalisieren: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot normalise: %1</source>
        <translation>Normalisieren nicht möglich: %1</translation>
    </message>
</context>
<context>
    <name>soundstage::InputFile</name>
    <message>
        <location filename="../core/common/inputfile.cpp" line="+29"/>
        <source>a directory</source>
        <translation>ein Verzeichnis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a FIFO (named pipe)</source>
        <translation>ein FIFO (benannte Pipe)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a socket</source>
        <translation>ein Socket</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a character device</source>
        <translation>ein zeichenorientiertes Gerät</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a block device</source>
        <translation>ein blockorientiertes Gerät</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not a file</source>
        <translation>keine Datei</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not a regular file (it is %1)</source>
        <translation>keine reguläre Datei (es ist %1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the file is %1 bytes long; this kind of file is read only up to %2 bytes</source>
        <translation>die Datei ist %1 Bytes lang; diese Art Datei wird nur bis %2 Bytes gelesen</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>no file name given</source>
        <translation>kein Dateiname angegeben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file name contains a NUL byte</source>
        <translation>der Dateiname enthält ein NUL-Byte</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+4"/>
        <location line="+7"/>
        <location line="+6"/>
        <location line="+43"/>
        <source>cannot open: %1</source>
        <translation>kann nicht öffnen: %1</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>cannot read: %1</source>
        <translation>kann nicht lesen: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file became shorter while it was read</source>
        <translation>die Datei wurde beim Lesen kürzer</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the file name is empty or contains a NUL byte</source>
        <translation>der Dateiname ist leer oder enthält ein NUL-Byte</translation>
    </message>
</context>
<context>
    <name>soundstage::IssueLogDock</name>
    <message>
        <location filename="../widgets/editor/issuelogdock.cpp" line="+81"/>
        <location line="+232"/>
        <source>Issues</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <location line="-162"/>
        <source>Show or hide this severity</source>
        <translation>Diesen Schweregrad zeigen oder ausblenden</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>All kinds</source>
        <translation>Alle Arten</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Record or words</source>
        <translation>Datensatz oder Wörter</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+49"/>
        <source>Checking the document…</source>
        <translation>Prüfe das Dokument…</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>The findings of the document are being computed; they are listed when ready.</source>
        <translation>Die Befunde des Dokuments werden berechnet; sie erscheinen, sobald sie fertig sind.</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>%1 line %2 replaces wave %3 wherever it plays: %4</source>
        <translation>%1, Zeile %2 ersetzt Wave %3 überall, wo sie spielt: %4</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1 line %2: named event “%3” read (%n alternative(s)); the retail client has no named events, so nothing plays it in this preview</source>
        <translation>
            <numerusform>%1, Zeile %2: benanntes Ereignis „%3“ gelesen (%n Alternative); der Retail-Client kennt keine benannten Ereignisse, daher spielt es in dieser Vorschau nichts</numerusform>
            <numerusform>%1, Zeile %2: benanntes Ereignis „%3“ gelesen (%n Alternativen); der Retail-Client kennt keine benannten Ereignisse, daher spielt es in dieser Vorschau nichts</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Errors: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warnings: %1</source>
        <translation>Warnungen: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes: %1</source>
        <translation>Hinweise: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Issues (checking…)</source>
        <translation>Probleme (wird geprüft…)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Issues (errors: %1, warnings: %2, checking…)</source>
        <translation>Probleme (Fehler: %1, Warnungen: %2, wird geprüft…)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Issues (errors: %1, warnings: %2)</source>
        <translation>Probleme (Fehler: %1, Warnungen: %2)</translation>
    </message>
</context>
<context>
    <name>soundstage::IssueLogModel</name>
    <message>
        <location filename="../widgets/editor/issuelogmodel.cpp" line="+98"/>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Record</source>
        <translation>Datensatz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Issue</source>
        <translation>Problem</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load</source>
        <translation>Laden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Check</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Override</source>
        <translation>Override</translation>
    </message>
</context>
<context>
    <name>soundstage::ListenerView</name>
    <message>
        <location filename="../widgets/audition/listenerview.cpp" line="+67"/>
        <source>Drag the background to pan, wheel to zoom, drag the arrow tip or press Q/E to turn the listener; double-click a source to play it</source>
        <translation>Hintergrund ziehen zum Verschieben, Mausrad zum Zoomen, Pfeilspitze ziehen oder Q/E drücken, um den Hörer zu drehen; Quelle doppelklicken, um sie abzuspielen</translation>
    </message>
    <message>
        <location line="+155"/>
        <source>no audio output: no playback engine</source>
        <translation>keine Audioausgabe: keine Wiedergabe-Engine</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has no decoded audio</source>
        <translation>%1 hat kein dekodiertes Audio</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 dropped: every voice is busy</source>
        <translation>%1 verworfen: alle Stimmen sind belegt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is not heard here (below −50 dB, or no free voice)</source>
        <translation>%1 ist hier nicht zu hören (unter −50 dB oder keine freie Stimme)</translation>
    </message>
    <message>
        <location line="+294"/>
        <source>Drag waves here from the browser, or use Audition → Add Selected Variant to Listener View. Double-click a source to play it (Shift: loop), drag it to move it.</source>
        <translation>Ziehen Sie Waves aus dem Browser hierher, oder verwenden Sie Vorhören → Ausgewählte Variante zur Hörer-Ansicht hinzufügen. Doppelklick auf eine Quelle spielt sie ab (Umschalt: in Schleife), Ziehen verschiebt sie.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>N ↑ · rings: OpenAL model, volume 1</source>
        <translation>N ↑ · Ringe: OpenAL-Modell, Lautstärke 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N ↑ · rings: retail gain, volume 1</source>
        <translation>N ↑ · Ringe: Retail-Gain, Lautstärke 1</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>listener %1°</source>
        <translation>Hörer %1°</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>centre</source>
        <translation>Mitte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L %1 dB</source>
        <translation>L %L1 dB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R %1 dB</source>
        <translation>R %L1 dB</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 m · gain %2 · %3 dB · pan %4</source>
        <translation>%L1 m · Gain %L2 · %L3 dB · Pan %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 m · dropped (below −50 dB)</source>
        <translation>%L1 m · verworfen (unter −50 dB)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>(removed)</source>
        <translation>(entfernt)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Voices: pool of %1</source>
        <translation>Stimmen: Pool mit %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Voices: retail %1</source>
        <translation>Stimmen: Retail %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>No sound dropped in the last 10 s (%1 started)</source>
        <translation>Kein Sound in den letzten 10 s verworfen (%1 gestartet)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dropped (all voices busy): %1</source>
        <translation>Verworfen (alle Stimmen belegt): %1</translation>
    </message>
</context>
<context>
    <name>soundstage::LocalFileDecoder</name>
    <message>
        <location filename="../widgets/audition/localfiledecoder.cpp" line="+143"/>
        <source>the decode of %1 was cancelled</source>
        <translation>das Dekodieren von %1 wurde abgebrochen</translation>
    </message>
</context>
<context>
    <name>soundstage::Loudness</name>
    <message>
        <location filename="../core/audio/loudness.cpp" line="+55"/>
        <source>cannot measure the loudness of %1 channel(s) at %2 Hz</source>
        <translation>die Lautheit von %1 Kanal/Kanälen bei %2 Hz kann nicht gemessen werden</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>libebur128 refused the samples</source>
        <translation>libebur128 hat die Samples abgelehnt</translation>
    </message>
</context>
<context>
    <name>soundstage::LoudnessNormalizer</name>
    <message>
        <location filename="../core/audio/loudnessnormalizer.cpp" line="+28"/>
        <source>&apos;%1&apos; is not a %2 (a number such as %3%4)</source>
        <translation>„%1“ ist kein Wert für %2 (eine Zahl wie %3%4)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 %2 is outside %3 … %4 %2</source>
        <translation>%1 %2 liegt außerhalb von %3 … %4 %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>loudness target</source>
        <translation>Lautheitsziel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>true-peak ceiling</source>
        <translation>True-Peak-Obergrenze</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the sound is too quiet to normalise (below the -70 LUFS gate)</source>
        <translation>der Sound ist zu leise zum Normalisieren (unter dem Gate von -70 LUFS)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the sound is silent; there is no loudness to normalise</source>
        <translation>der Sound ist stumm; es gibt keine Lautheit zu normalisieren</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>there is no audio to normalise</source>
        <translation>es gibt kein Audio zum Normalisieren</translation>
    </message>
</context>
<context>
    <name>soundstage::LoudnessText</name>
    <message>
        <location filename="../widgets/session/loudnesstext.cpp" line="+41"/>
        <source>silent</source>
        <translation>stumm</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>below -70 LUFS (under the gate) · true peak %1</source>
        <translation>unter -70 LUFS (unter dem Gate) · True Peak %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · true peak %2</source>
        <translation>%1 · True Peak %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · range %1</source>
        <translation> · Lautheitsbereich %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (shorter than 0.4 s: measured over its whole length, ungated)</source>
        <translation> (kürzer als 0,4 s: über die ganze Länge gemessen, ohne Gate)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the override&apos;s replacement %1 (%2 line %3)</source>
        <translation>dem Ersatz %1 des Overrides (%2 Zeile %3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the override&apos;s replacement wave %1 (%2 line %3)</source>
        <translation>der Ersatz-Wave %1 des Overrides (%2 Zeile %3)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the override&apos;s silence (%1 line %2)</source>
        <translation>der Stille des Overrides (%1 Zeile %2)</translation>
    </message>
</context>
<context>
    <name>soundstage::MainWindow</name>
    <message>
        <location filename="../widgets/window/mainwindow.cpp" line="+94"/>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 was shortened by another program</source>
        <translation>%1 wurde von einem anderen Programm gekürzt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was changed by another program</source>
        <translation>%1 wurde von einem anderen Programm geändert</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Go</source>
        <translation>&amp;Gehe zu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Filter Browser</source>
        <translation>Browser &amp;filtern</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Reset Layout</source>
        <translation>Layout &amp;zurücksetzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put every panel back in its place, at the size that suits the window</source>
        <translation>Jeden Bereich zurück an seinen Platz, in der Größe, die zum Fenster passt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Main</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Soundstage</source>
        <translation>Soundstage</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1[*] — Soundstage</source>
        <translation>%1[*] — Soundstage</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Closing when the save is done…</source>
        <translation>Wird nach dem Speichern geschlossen…</translation>
    </message>
</context>
<context>
    <name>soundstage::MotionPanel</name>
    <message>
        <location filename="../widgets/audition/motionpanel.cpp" line="+18"/>
        <source>&amp;Play Motion</source>
        <translation>Bewegung abs&amp;pielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>St&amp;op</source>
        <translation>St&amp;opp</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The stance the motion plays in</source>
        <translation>Die Haltung, in der die Bewegung spielt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The motion command: a cycle (played in a loop) or an action (played once, then the style&apos;s default cycle)</source>
        <translation>Der Bewegungsbefehl: ein Zyklus (in Schleife gespielt) oder eine Aktion (einmal gespielt, dann der Standardzyklus der Haltung)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Random::Seed and srand: the same seed gives the same firings</source>
        <translation>Random::Seed und srand: derselbe Seed ergibt dieselben Auslösungen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long the motion plays</source>
        <translation>Wie lange die Bewegung spielt</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hook</source>
        <translation>Hook</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sound</source>
        <translation>Sound</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Chose</source>
        <translation>Gewählt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Frame / time</source>
        <translation>Frame / Zeit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time of the firing (s)</source>
        <translation>Zeitpunkt der Auslösung (s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Frame / time: animation : frame, or physics script @ its hook&apos;s time</source>
        <translation>Bild / Zeit: Animation : Bild, oder Physikskript @ Zeit seines Hooks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hook type</source>
        <translation>Hook-Typ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound type</source>
        <translation>Soundtyp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chose: the variant and wave the pick chose</source>
        <translation>Gewählt: die Variante und die Wave, die die Auswahl traf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result: played or why silent, and the volume</source>
        <translation>Ergebnis: gespielt oder warum stumm, und die Lautstärke</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Setup:</source>
        <translation>Setup:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Style:</source>
        <translation>Haltung:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Motion:</source>
        <translation>Bewegung:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seed:</source>
        <translation>Seed:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Length:</source>
        <translation>Dauer:</translation>
    </message>
    <message>
        <location line="+273"/>
        <source>#%1 · %2</source>
        <translation>#%1 · %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> · override line %1</source>
        <translation> · Override-Zeile %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 @ %2 s</source>
        <translation>%1 @ %2 s</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the %1 hook of animation %2, frame %3</source>
        <translation>den %1-Hook der Animation %2, Frame %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the %1 hook of script %2 at %3 s</source>
        <translation>den %1-Hook des Skripts %2 bei %3 s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Script %1, started at %2 s by %3 (a delay of %4 s drawn)</source>
        <translation>Skript %1, gestartet bei %2 s durch %3 (eine Verzögerung von %4 s gezogen)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Script %1, started at %2 s by %3</source>
        <translation>Skript %1, gestartet bei %2 s durch %3</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Reading the animations and motion tables…</source>
        <translation>Animationen und Bewegungstabellen werden gelesen …</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Updating what fires each sound: the motion plays when it is ready.</source>
        <translation>Aktualisiere, was jeden Sound auslöst: Die Bewegung spielt, sobald das fertig ist.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>silent: the override silences it</source>
        <translation>stumm: der Override schaltet es stumm</translation>
    </message>
    <message>
        <location line="-359"/>
        <source>The motion tables could not be read: %1</source>
        <translation>Die Bewegungstabellen konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="-140"/>
        <source>Setups with a motion table. Each plays with its default pairings: the setup&apos;s own motion table and sound table (the server can give an object others).</source>
        <translation>Setups mit Bewegungstabelle. Jedes spielt mit seinen Standardpaarungen: der eigenen Bewegungs- und Soundtabelle des Setups (der Server kann einem Objekt andere geben).</translation>
    </message>
    <message>
        <location line="+167"/>
        <source>%1 (motion table %2, sound table %3)</source>
        <translation>%1 (Bewegungstabelle %2, Soundtabelle %3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No setup of this dat has a motion table.</source>
        <translation>Kein Setup dieser Dat hat eine Bewegungstabelle.</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>Setup %1 (motion)</source>
        <translation>Setup %1 (Bewegung)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>wave %1</source>
        <translation>Wave %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> (volume %1)</source>
        <translation> (Lautstärke %1)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 : %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>gate roll %1 of 32768</source>
        <translation>Prüfungswurf %1 von 32768</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Wave %1: %2</source>
        <translation>Wave %1: %2</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>No dat is open.</source>
        <translation>Keine Dat ist geöffnet.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Ready: press Play Motion.</source>
        <translation>Bereit: Drücken Sie „Bewegung abspielen“.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 %2, seed %3: %4 of %5 firings (%6 played, %7 silent) · %8 / %9 s</source>
        <translation>%1 %2, Seed %3: %4 von %5 Auslösungen (%6 gespielt, %7 stumm) · %8 / %9 s</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>played</source>
        <translation>gespielt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>silent: gate</source>
        <translation>stumm: Abspielprüfung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>silent: no sound table</source>
        <translation>stumm: keine Soundtabelle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>silent: not in the table</source>
        <translation>stumm: nicht in der Tabelle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>silent: the variant names wave 0</source>
        <translation>stumm: die Variante nennt Wave 0</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>silent: the wave is missing</source>
        <translation>stumm: die Wave fehlt</translation>
    </message>
</context>
<context>
    <name>soundstage::MotionSimulation</name>
    <message>
        <location filename="../core/triggers/motionsimulation.cpp" line="+441"/>
        <source>the simulated time must be a positive number of seconds</source>
        <translation>die simulierte Zeit muss eine positive Zahl von Sekunden sein</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Setup %1 is not in the dat (or could not be read)</source>
        <translation>Setup %1 ist nicht in der Dat (oder konnte nicht gelesen werden)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Setup %1 has no default motion table the dat holds (%2)</source>
        <translation>Setup %1 hat keine Standard-Bewegungstabelle, die die Dat enthält (%2)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>motion table %1 has no cycle or link for %2 in %3</source>
        <translation>Bewegungstabelle %1 hat keinen Zyklus und keinen Übergang für %2 in %3</translation>
    </message>
</context>
<context>
    <name>soundstage::MotionTable</name>
    <message>
        <location filename="../core/records/motiontable.cpp" line="+171"/>
        <source>motion table</source>
        <translation>Bewegungstabelle</translation>
    </message>
</context>
<context>
    <name>soundstage::Mp3Decoder</name>
    <message>
        <location filename="../core/audio/mp3decoder.cpp" line="+60"/>
        <source>libmpg123 could not be initialised</source>
        <translation>libmpg123 konnte nicht initialisiert werden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>libmpg123 could not create a decoder: %1</source>
        <translation>libmpg123 konnte keinen Decoder anlegen: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>libmpg123 could not open the stream: %1</source>
        <translation>libmpg123 konnte den Datenstrom nicht öffnen: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no MPEG audio frame found in %1 bytes</source>
        <translation>kein MPEG-Audio-Frame in %1 Byte gefunden</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>the MPEG stream changes from %1 Hz × %2 to %3 Hz × %4 channels</source>
        <translation>der MPEG-Datenstrom wechselt von %1 Hz × %2 zu %3 Hz × %4 Kanälen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>MPEG decoding failed: %1</source>
        <translation>MPEG-Dekodierung fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>soundstage::OddsChart</name>
    <message>
        <location filename="../widgets/audition/oddschart.cpp" line="+40"/>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+472"/>
        <location line="+56"/>
        <source>Odds</source>
        <translation>Chancen</translation>
    </message>
    <message>
        <location line="-516"/>
        <source>Seed for the client&apos;s Random and the C runtime&apos;s rand()</source>
        <translation>Seed für das Random des Clients und rand() der C-Laufzeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Simulate events with the retail generators and overlay the observed shares</source>
        <translation>Ereignisse mit den Retail-Generatoren simulieren und die beobachteten Anteile einblenden</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Events:</source>
        <translation>Ereignisse:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seed:</source>
        <translation>Seed:</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Weight: %1</source>
        <translation>Gewicht: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+9"/>
        <source>Authored probability: %1</source>
        <translation>Festgelegte Wahrscheinlichkeit: %1</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Play chance under the override: %1</source>
        <translation>Abspielchance unter dem Override: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+10"/>
        <source>Rolled: %1</source>
        <translation>Gewürfelt: %1</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Real play chance: %1</source>
        <translation>Tatsächliche Abspielchance: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Marked: %1</source>
        <translation>Markiert: %1</translation>
    </message>
    <message>
        <location line="+194"/>
        <source>Rolling %L1 events…</source>
        <translation>Würfle %L1 Ereignisse…</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>%L1 events: %2</source>
        <translation>%L1 Ereignisse: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>capped at %L1 events, the most one roll simulates</source>
        <translation>auf %L1 Ereignisse begrenzt, mehr simuliert ein Wurf nicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <location line="+110"/>
        <location line="+57"/>
        <source>chance per event</source>
        <translation>Chance pro Ereignis</translation>
    </message>
    <message>
        <location line="-49"/>
        <location line="+64"/>
        <source>authored probability</source>
        <translation>festgelegte Wahrscheinlichkeit</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>real play chance</source>
        <translation>tatsächliche Abspielchance</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+65"/>
        <source>rolled (seed %1)</source>
        <translation>gewürfelt (Seed %1)</translation>
    </message>
    <message>
        <location line="-210"/>
        <source>%1 events, seed %2: silent %3 % (exact %4 %). χ² = %5 with %6 degrees of freedom (critical %7 at 99.9 %, p = %8): %9</source>
        <translation>%L1 Ereignisse, Seed %2: stumm %L3 % (exakt %L4 %). χ² = %L5 bei %6 Freiheitsgraden (kritisch %L7 bei 99,9 %, p = %L8): %9</translation>
    </message>
    <message>
        <location line="-334"/>
        <source>Number of simulated events (at most %L1)</source>
        <translation>Anzahl simulierter Ereignisse (höchstens %L1)</translation>
    </message>
    <message>
        <location line="+488"/>
        <source>consistent with the retail model</source>
        <translation>im Einklang mit dem Retail-Modell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NOT consistent with the retail model</source>
        <translation>NICHT im Einklang mit dem Retail-Modell</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Select a sound type to see its odds</source>
        <translation>Wählen Sie einen Soundtyp, um seine Chancen zu sehen</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The override silences this sound type: nothing plays</source>
        <translation>Das Override schaltet diesen Soundtyp stumm: Nichts erklingt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>weight (probability)</source>
        <translation>Gewicht (Wahrscheinlichkeit)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>play chance (override, %1 pick)</source>
        <translation>Chance (Override, %1)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>consistent with the override&apos;s %1 pick</source>
        <translation>im Einklang mit der Wahl %1 des Overrides</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NOT consistent with the override&apos;s %1 pick</source>
        <translation>NICHT im Einklang mit der Wahl %1 des Overrides</translation>
    </message>
</context>
<context>
    <name>soundstage::OddsText</name>
    <message>
        <location filename="../core/retail/oddstext.cpp" line="+33"/>
        <source>0 %</source>
        <translation>0 %</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt; %1 %</source>
        <translation>&lt; %1 %</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+6"/>
        <source>%1 %</source>
        <translation>%L1 %</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>exactly %1/%2</source>
        <translation>genau %1/%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Never chosen: the retail client picks among the first %1 of these %2 variants only, so the last one is never played. &quot;Make every variant reachable&quot; repeats it at the end.</source>
        <translation>Nie gewählt: Der Retail-Client wählt nur unter den ersten %1 dieser %2 Varianten, die letzte wird also nie gespielt. „Alle Varianten erreichbar machen“ wiederholt sie am Ende.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chosen in %1 of events.</source>
        <translation>Gewählt bei %1 der Ereignisse.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gated off: a probability of 0 or less never passes the play gate.</source>
        <translation>Gesperrt: Eine Wahrscheinlichkeit von 0 oder weniger besteht die Abspielprüfung nie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Once chosen, it passes the play gate %1 of the time (%2 of 32768 rolls).</source>
        <translation>Einmal gewählt, besteht sie die Abspielprüfung in %1 der Fälle (%2 von 32768 Würfen).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Silent record: wave 0 means choosing it plays nothing.</source>
        <translation>Stummer Datensatz: Wave 0 bedeutet, dass bei seiner Wahl nichts erklingt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Missing wave: the dat does not hold this wave, so nothing plays.</source>
        <translation>Wave fehlt: Die Dat enthält diese Wave nicht, daher wird nichts abgespielt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Another variant of this sound names the same wave.</source>
        <translation>Eine andere Variante dieses Sounds nennt dieselbe Wave.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heard in %1 of events.</source>
        <translation>Zu hören bei %1 der Ereignisse.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(Heard %1.)</source>
        <translation>(Zu hören: %1.)</translation>
    </message>
</context>
<context>
    <name>soundstage::OggVorbisReader</name>
    <message>
        <location filename="../core/audio/oggvorbisreader.cpp" line="+90"/>
        <source>not an Ogg file (no &apos;OggS&apos; capture pattern)</source>
        <translation>keine Ogg-Datei (kein Capture-Pattern &apos;OggS&apos;)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the Ogg stream does not carry Vorbis</source>
        <translation>der Ogg-Datenstrom enthält kein Vorbis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Ogg stream carries %1, not Vorbis</source>
        <translation>der Ogg-Datenstrom enthält %1, nicht Vorbis</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the Vorbis headers are damaged (libvorbisfile error %1)</source>
        <translation>die Vorbis-Header sind beschädigt (libvorbisfile-Fehler %1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the Vorbis stream has no usable format</source>
        <translation>der Vorbis-Datenstrom hat kein verwendbares Format</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the Vorbis header claims %1 channels; expected 1 to %2</source>
        <translation>der Vorbis-Header gibt %1 Kanäle an; erwartet 1 bis %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the Vorbis header claims a sample rate of %1 Hz; expected 1 to %2 Hz</source>
        <translation>der Vorbis-Header gibt eine Abtastrate von %1 Hz an; erwartet 1 bis %2 Hz</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>chained Ogg stream: link %1 changes rate or channel count</source>
        <translation>verketteter Ogg-Datenstrom: Glied %1 ändert Abtastrate oder Kanalzahl</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the Vorbis stream is damaged: data is missing or corrupt</source>
        <translation>der Vorbis-Datenstrom ist beschädigt: Daten fehlen oder sind fehlerhaft</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the Vorbis stream is damaged (libvorbisfile error %1)</source>
        <translation>der Vorbis-Datenstrom ist beschädigt (libvorbisfile-Fehler %1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>chained Ogg stream changes its channel count</source>
        <translation>verketteter Ogg-Datenstrom ändert seine Kanalzahl</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>the stream decodes to %1 frames but its granule positions promise %2</source>
        <translation>der Datenstrom ergibt dekodiert %1 Frames, seine Granule-Positionen versprechen aber %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the Vorbis stream holds no audio</source>
        <translation>der Vorbis-Datenstrom enthält kein Audio</translation>
    </message>
</context>
<context>
    <name>soundstage::OpenAlEngine</name>
    <message>
        <location filename="../core/audio/openaldevice.cpp" line="+171"/>
        <source>no audio output: no output device could be opened</source>
        <translation>keine Audioausgabe: kein Ausgabegerät konnte geöffnet werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no audio output: the device “%1” could not be opened</source>
        <translation>keine Audioausgabe: das Gerät „%1“ konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no audio output: OpenAL could not create a context on the device</source>
        <translation>keine Audioausgabe: OpenAL konnte auf dem Gerät keinen Kontext anlegen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>playing on “%1” at %2 Hz (HRTF)</source>
        <translation>Wiedergabe auf „%1“ mit %2 Hz (HRTF)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>playing on “%1” at %2 Hz</source>
        <translation>Wiedergabe auf „%1“ mit %2 Hz</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>no audio output: OpenAL has no loopback rendering (ALC_SOFT_loopback)</source>
        <translation>keine Audioausgabe: OpenAL bietet kein Loopback-Rendering (ALC_SOFT_loopback)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no audio output: the loopback device could not be opened</source>
        <translation>keine Audioausgabe: das Loopback-Gerät konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no audio output: loopback rendering at %1 Hz float stereo is not supported</source>
        <translation>keine Audioausgabe: Loopback-Rendering mit %1 Hz in Float-Stereo wird nicht unterstützt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no audio output: OpenAL could not create a loopback context</source>
        <translation>keine Audioausgabe: OpenAL konnte keinen Loopback-Kontext anlegen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>rendering offline at %1 Hz (HRTF)</source>
        <translation>Offline-Rendering mit %1 Hz (HRTF)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rendering offline at %1 Hz</source>
        <translation>Offline-Rendering mit %1 Hz</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>the output device “%1” was disconnected; now playing on “%2”</source>
        <translation>das Ausgabegerät „%1“ wurde getrennt; Wiedergabe jetzt auf „%2“</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no audio output: the device “%1” was disconnected</source>
        <translation>keine Audioausgabe: das Gerät „%1“ wurde getrennt</translation>
    </message>
    <message>
        <location filename="../core/audio/openalengine.cpp" line="+188"/>
        <location line="+23"/>
        <source>no sound to render</source>
        <translation>kein Sound zum Rendern</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>the output rate must be positive, not %1</source>
        <translation>die Ausgaberate muss positiv sein, nicht %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the length to render must be a number of seconds ≥ 0</source>
        <translation>die zu rendernde Länge muss eine Sekundenzahl ≥ 0 sein</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the placement has a non-finite number or a negative distance setting</source>
        <translation>die Platzierung enthält eine nicht endliche Zahl oder eine negative Distanzeinstellung</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a sound&apos;s start must be a number of seconds ≥ 0, not %1</source>
        <translation>der Start eines Sounds muss eine Sekundenzahl ≥ 0 sein, nicht %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the render would last %1 s at %2 Hz, more than the %3 samples a decoded sound may hold</source>
        <translation>das Rendern würde bei %2 Hz %1 s dauern, mehr als die %3 Samples, die ein dekodierter Sound haben darf</translation>
    </message>
</context>
<context>
    <name>soundstage::OverrideActions</name>
    <message>
        <location filename="../widgets/window/overrideactions.cpp" line="+26"/>
        <source>Appl&amp;y Override File…</source>
        <translation>Override-Datei an&amp;wenden…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;lear Override Preview</source>
        <translation>Override-&amp;Vorschau entfernen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Preview an override file on top of the dat (the dat is not changed)</source>
        <translation>Eine Override-Datei als Vorschau über die Dat legen (die Dat bleibt unverändert)</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Cannot Apply Override File</source>
        <translation>Override-Datei kann nicht angewendet werden</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>, %n warning(s) in the issue log</source>
        <translation>
            <numerusform>, %n Warnung in der Problemliste</numerusform>
            <numerusform>, %n Warnungen in der Problemliste</numerusform>
        </translation>
    </message>
    <message>
        <location line="+76"/>
        <source>%1 (the last good version stays applied)</source>
        <translation>%1 (die letzte gute Fassung bleibt angewendet)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot re-apply %1: %2</source>
        <translation>%1 kann nicht erneut angewendet werden: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%1 has %n error(s) (in the issue log): the last good version stays applied.</source>
        <translation>
            <numerusform>%1 hat %n Fehler (in der Problemliste): Die letzte gute Fassung bleibt angewendet.</numerusform>
            <numerusform>%1 hat %n Fehler (in der Problemliste): Die letzte gute Fassung bleibt angewendet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Re-applied %1: %n sound(s) overridden.</source>
        <translation>
            <numerusform>%1 erneut angewendet: %n Sound überschrieben.</numerusform>
            <numerusform>%1 erneut angewendet: %n Sounds überschrieben.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-109"/>
        <source>Previewing %1: %n sound(s) overridden</source>
        <translation>
            <numerusform>Vorschau von %1: %n Sound überschrieben</numerusform>
            <numerusform>Vorschau von %1: %n Sounds überschrieben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>, %n error(s) in the issue log</source>
        <translation>
            <numerusform>, %n Fehler in der Problemliste</numerusform>
            <numerusform>, %n Fehler in der Problemliste</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>soundstage::OverrideApply</name>
    <message>
        <location filename="../core/override/overrideapply.cpp" line="+117"/>
        <source>the line has errors</source>
        <translation>die Zeile enthält Fehler</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+15"/>
        <source>unknown sound type</source>
        <translation>unbekannter Soundtyp</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>a wave event replaces the wave when it plays, not a table</source>
        <translation>ein Wave-Ereignis ersetzt beim Abspielen die Wave, nicht eine Tabelle</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a named event is for engines that name their events</source>
        <translation>ein benanntes Ereignis ist für Engines, die ihre Ereignisse benennen</translation>
    </message>
</context>
<context>
    <name>soundstage::OverrideBanner</name>
    <message>
        <location filename="../widgets/editor/overridebanner.cpp" line="+41"/>
        <source>%1 line %2</source>
        <translation>%1, Zeile %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Override bypassed:&lt;/b&gt; the dat&apos;s own list (%1 overrides it)</source>
        <translation>&lt;b&gt;Override umgangen:&lt;/b&gt; die eigene Liste der Dat (%1 überschreibt sie)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edits here change the dat. Uncheck Bypass to hear the override again.</source>
        <translation>Änderungen hier ändern die Dat. „Umgehen“ abwählen, um das Override wieder zu hören.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Silenced&lt;/b&gt; by %1: nothing plays</source>
        <translation>&lt;b&gt;Stumm geschaltet&lt;/b&gt; durch %1: Nichts erklingt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Under the override this sound type plays nothing. Bypass the override to see and edit the dat&apos;s own list.</source>
        <translation>Mit dem Override spielt dieser Soundtyp nichts. Das Override umgehen, um die eigene Liste der Dat zu sehen und zu bearbeiten.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>&lt;b&gt;Overridden&lt;/b&gt; by %1: %n variant(s), %2 pick, read-only</source>
        <translation>
            <numerusform>&lt;b&gt;Überschrieben&lt;/b&gt; durch %1: %n Variante, Wahl %2, schreibgeschützt</numerusform>
            <numerusform>&lt;b&gt;Überschrieben&lt;/b&gt; durch %1: %n Varianten, Wahl %2, schreibgeschützt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The grid, the odds, playing and rolling use the override&apos;s list. It is read-only here: bypass the override to see and edit the dat&apos;s own list.</source>
        <translation>Tabelle, Chancen, Abspielen und Würfeln verwenden die Liste des Overrides. Sie ist hier schreibgeschützt: Das Override umgehen, um die eigene Liste der Dat zu sehen und zu bearbeiten.</translation>
    </message>
</context>
<context>
    <name>soundstage::OverrideBypassAction</name>
    <message>
        <location filename="../widgets/session/overridebypassaction.cpp" line="+11"/>
        <source>&amp;Bypass Override Preview</source>
        <translation>Override-Vorschau &amp;umgehen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bypass</source>
        <translation>Umgehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hear and edit the dat&apos;s own lists while the override file stays applied (A/B)</source>
        <translation>Die eigenen Listen der Dat hören und bearbeiten, während die Override-Datei angewendet bleibt (A/B)</translation>
    </message>
</context>
<context>
    <name>soundstage::OverrideDatCheck</name>
    <message>
        <location filename="../core/override/overridedatcheck.cpp" line="+96"/>
        <source>table %1 is not in the dat</source>
        <translation>Tabelle %1 ist nicht in der Dat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>table %1 does not decode: %2</source>
        <translation>Tabelle %1 lässt sich nicht dekodieren: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>table %1 has no %2 (it has 1 sound type); the client would never play this entry</source>
        <translation>Tabelle %1 hat keinen Soundtyp %2 (sie hat nur 1 Soundtyp); der Client würde diesen Eintrag nie abspielen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>table %1 has no %2 (it has %3 sound types); the client would never play this entry</source>
        <translation>Tabelle %1 hat keinen Soundtyp %2 (sie hat %3 Soundtypen); der Client würde diesen Eintrag nie abspielen</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+5"/>
        <source>wave %1 is not in the dat</source>
        <translation>Wave %1 ist nicht in der Dat</translation>
    </message>
    <message>
        <location filename="../core/override/overridesourcepaths.cpp" line="+155"/>
        <source>`%1` is outside the sound folder %2: it is read, but a pack of this file would not be self-contained</source>
        <translation>`%1` liegt außerhalb des Klangordners %2: die Datei wird gelesen, aber ein Paket dieser Datei wäre nicht in sich geschlossen</translation>
    </message>
    <message>
        <location filename="../core/override/overridedatcheck.cpp" line="+39"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>file missing: %1</source>
        <translation>Datei fehlt: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>file not decodable: %1: at 0x%2: %3</source>
        <translation>Datei nicht dekodierbar: %1: bei 0x%2: %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>file not decodable: %1: %2</source>
        <translation>Datei nicht dekodierbar: %1: %2</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>not a WAV, Ogg Vorbis or MP3 file</source>
        <translation>keine WAV-, Ogg-Vorbis- oder MP3-Datei</translation>
    </message>
    <message>
        <location filename="../core/override/overridehookcheck.cpp" line="+33"/>
        <source>frame %1 of animation %2</source>
        <translation>Frame %1 der Animation %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 s of script %2</source>
        <translation>%1 s im Skript %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is a SoundTable hook: it fires a sound type of the object&apos;s table; write `= sound:NAME` (e.g. `sound:Swoosh2`), not a wave or a file</source>
        <translation>%1 ist ein SoundTable-Hook: er löst einen Soundtyp der Tabelle des Objekts aus; schreiben Sie `= sound:NAME` (z. B. `sound:Swoosh2`), keine Wave und keine Datei</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is a %2 hook: it plays a wave; write `= SOURCE, VOLUME` (a file or a wave id), not a sound type</source>
        <translation>%1 ist ein %2-Hook: er spielt eine Wave; schreiben Sie `= SOURCE, VOLUME` (eine Datei oder eine Wave-ID), keinen Soundtyp</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is a Sound hook: it has no volume of its own (it plays at the effect volume); write full volume, or use a SoundTweaked hook</source>
        <translation>%1 ist ein Sound-Hook: er hat keine eigene Lautstärke (er spielt mit der Effektlautstärke); schreiben Sie volle Lautstärke oder verwenden Sie einen SoundTweaked-Hook</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is a Sound hook: it always plays and has no probability; leave the probability out</source>
        <translation>%1 ist ein Sound-Hook: er spielt immer und hat keine Wahrscheinlichkeit; lassen Sie die Wahrscheinlichkeit weg</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>animation %1 is not in the dat</source>
        <translation>Animation %1 ist nicht in der Dat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>script %1 is not in the dat</source>
        <translation>Skript %1 ist nicht in der Dat</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 does not decode: %2</source>
        <translation>%1 lässt sich nicht dekodieren: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>animation %1 has %2 frames (0 to %3); there is no frame %4</source>
        <translation>Animation %1 hat %2 Frames (0 bis %3); es gibt keinen Frame %4</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 has no sound hook (Sound, SoundTable or SoundTweaked)</source>
        <translation>%1 hat keinen Sound-Hook (Sound, SoundTable oder SoundTweaked)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has %2 sound hooks: say which one with `[0]` to `[%3]` (`%4[0]`)</source>
        <translation>%1 hat %2 Sound-Hooks: geben Sie mit `[0]` bis `[%3]` an, welchen (`%4[0]`)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 has 1 sound hook ([0]); there is no [%2]</source>
        <translation>%1 hat 1 Sound-Hook ([0]); es gibt kein [%2]</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has %2 sound hooks ([0] to [%3]); there is no [%4]</source>
        <translation>%1 hat %2 Sound-Hooks ([0] bis [%3]); es gibt kein [%4]</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>sound hook [%1] of %2</source>
        <translation>Sound-Hook [%1] von %2</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>%1 is not in the dat</source>
        <translation>%1 ist nicht in der Dat</translation>
    </message>
</context>
<context>
    <name>soundstage::OverrideDiff</name>
    <message>
        <location filename="../core/override/overridediff.cpp" line="+67"/>
        <source>%1: a new table&apos;s root record is not expressible; a client creates it as {0, 0, 1, 1}</source>
        <translation>%1: der Wurzeldatensatz einer neuen Tabelle lässt sich nicht ausdrücken; ein Client legt ihn als {0, 0, 1, 1} an</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: nested nodes under the sound type changed; override lines carry only its variants</source>
        <translation>%1: verschachtelte Knoten unter dem Soundtyp wurden geändert; Override-Zeilen enthalten nur seine Varianten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: nested nodes under the new sound type are not expressible</source>
        <translation>%1: verschachtelte Knoten unter dem neuen Soundtyp lassen sich nicht ausdrücken</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: kept with no variants; written as silenced, which applies as removed</source>
        <translation>%1: ohne Varianten beibehalten; als stumm geschrieben, was wie entfernt wirkt</translation>
    </message>
    <message>
        <location line="+25"/>
        <location filename="../core/override/overridehookdiff.cpp" line="+142"/>
        <source>%1: a volume or probability outside 0..1 was written as its nearest bound</source>
        <translation>%1: eine Lautstärke oder Wahrscheinlichkeit außerhalb von 0..1 wurde als nächstgelegene Grenze geschrieben</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: variants have different or negative priorities; the line carries %2</source>
        <translation>%1: Varianten haben unterschiedliche oder negative Prioritäten; die Zeile enthält %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1: the table was removed; its sound types are silenced</source>
        <translation>%1: die Tabelle wurde entfernt; ihre Soundtypen werden stumm geschaltet</translation>
    </message>
    <message>
        <location filename="../core/override/overridehookdiff.cpp" line="-88"/>
        <source>%1 %2: the record was removed; hook lines change hooks the dat has and cannot remove a record</source>
        <translation>%1 %2: der Datensatz wurde entfernt; Hook-Zeilen ändern Hooks der Dat und können keinen Datensatz entfernen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2: a new record; hook lines can only change the dat&apos;s hooks</source>
        <translation>%1 %2: ein neuer Datensatz; Hook-Zeilen können nur die Hooks der Dat ändern</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1: sound hooks were added or reordered; hook lines can only change or silence the dat&apos;s hooks</source>
        <translation>%1: Sound-Hooks wurden hinzugefügt oder umgeordnet; Hook-Zeilen können die Hooks der Dat nur ändern oder stummschalten</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: the hook&apos;s kind changed (%2 to %3); a hook line keeps the kind</source>
        <translation>%1: die Art des Hooks hat sich geändert (%2 zu %3); eine Hook-Zeile behält die Art bei</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: the hook&apos;s direction changed; a hook line cannot say so</source>
        <translation>%1: die Richtung des Hooks hat sich geändert; eine Hook-Zeile kann das nicht ausdrücken</translation>
    </message>
</context>
<context>
    <name>soundstage::OverridePack</name>
    <message>
        <location filename="../core/override/overridepack.cpp" line="+155"/>
        <source>the pack folder is the override file&apos;s own folder; choose another</source>
        <translation>der Paketordner ist der Ordner der Override-Datei selbst; wählen Sie einen anderen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the pack folder is not empty (use --force to write into it)</source>
        <translation>der Paketordner ist nicht leer (mit --force trotzdem hineinschreiben)</translation>
    </message>
    <message>
        <location line="-93"/>
        <location line="+104"/>
        <source>cannot create the folder</source>
        <translation>der Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <location line="-97"/>
        <source>cannot create a temporary folder: %1</source>
        <translation>kann keinen temporären Ordner anlegen: %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+13"/>
        <source>cannot move the pack into place: %1</source>
        <translation>kann das Paket nicht an seinen Platz verschieben: %1</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>line %1: %2: %3</source>
        <translation>Zeile %1: %2: %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: file missing: %2</source>
        <translation>Zeile %1: Datei fehlt: %2</translation>
    </message>
</context>
<context>
    <name>soundstage::OverrideParser</name>
    <message>
        <location filename="../core/override/overridelinegrammar.cpp" line="+90"/>
        <source>invalid UTF-8 here (read as U+FFFD); save the file as UTF-8</source>
        <translation>ungültiges UTF-8 an dieser Stelle (als U+FFFD gelesen); speichern Sie die Datei als UTF-8</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>this line is %1 characters long; lines longer than %2 characters are skipped</source>
        <translation>diese Zeile ist %1 Zeichen lang; Zeilen mit mehr als %2 Zeichen werden übersprungen</translation>
    </message>
    <message>
        <location filename="../core/override/overridelexer.cpp" line="+365"/>
        <source>`\%1` is not an escape (only `\&quot;` and `\\` are); the backslash is kept</source>
        <translation>`\%1` ist keine Escape-Sequenz (nur `\&quot;` und `\\` sind es); der Backslash bleibt erhalten</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>this quoted text has no closing `&quot;`</source>
        <translation>diesem Text in Anführungszeichen fehlt das schließende `&quot;`</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unexpected text after the closing quote; put the whole value in quotes</source>
        <translation>unerwarteter Text nach dem schließenden Anführungszeichen; setzen Sie den ganzen Wert in Anführungszeichen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a `&quot;` inside unquoted text; put the whole value in quotes and write `\&quot;` for a quote</source>
        <translation>ein `&quot;` in Text ohne Anführungszeichen; setzen Sie den ganzen Wert in Anführungszeichen und schreiben Sie `\&quot;` für ein Anführungszeichen</translation>
    </message>
    <message>
        <location filename="../core/override/overridelinegrammar.cpp" line="+49"/>
        <source>%1 `%2` is not a number</source>
        <translation>%1 `%2` ist keine Zahl</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 `%2` is out of range</source>
        <translation>%1 `%2` liegt außerhalb des Wertebereichs</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>a directive name must follow `!` (as in `!volume`)</source>
        <translation>auf `!` muss ein Direktivenname folgen (wie in `!volume`)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unknown directive `!%1` is ignored (known: `!soundstage-override`, `!volume`, `!pick`, `!root`)</source>
        <translation>unbekannte Direktive `!%1` wird ignoriert (bekannt: `!soundstage-override`, `!volume`, `!pick`, `!root`)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>`!%1` repeats line %2</source>
        <translation>`!%1` wiederholt Zeile %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>`!%1` is set again (first on line %2); a file sets it once, and the first one counts</source>
        <translation>`!%1` wird erneut gesetzt (zuerst in Zeile %2); eine Datei setzt sie nur einmal, und die erste zählt</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>`!%1` needs a value: %2</source>
        <translation>`!%1` braucht einen Wert: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>`!%1` takes %2, not `%3`</source>
        <translation>`!%1` erwartet %2, nicht `%3`</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>`!soundstage-override` belongs on the first line, before other directives and entries</source>
        <translation>`!soundstage-override` gehört in die erste Zeile, vor andere Direktiven und Einträge</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a version number (`!soundstage-override 1`)</source>
        <translation>eine Versionsnummer (`!soundstage-override 1`)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this file is written in version %1 of the override language; this Soundstage reads version %2</source>
        <translation>diese Datei ist in Version %1 der Override-Sprache geschrieben; dieses Soundstage liest Version %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>`unit` (volumes 0..1) or `percent` (volumes 0..100)</source>
        <translation>`unit` (Lautstärken 0..1) oder `percent` (Lautstärken 0..100)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>`uniform`, `retail` or `weighted`</source>
        <translation>`uniform`, `retail` oder `weighted`</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a folder (`!root sounds/`)</source>
        <translation>einen Ordner (`!root sounds/`)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>`#` starts a comment: write the hook number in brackets (`%1[%2]`)</source>
        <translation>`#` beginnt einen Kommentar: schreiben Sie die Hook-Nummer in eckige Klammern (`%1[%2]`)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>missing `=`: an entry is `event, priority = sources` (an empty right side silences the event)</source>
        <translation>`=` fehlt: ein Eintrag lautet `event, priority = sources` (eine leere rechte Seite macht das Ereignis stumm)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>missing `, priority` before `=`: an entry is `event, priority = sources`</source>
        <translation>`, priority` fehlt vor `=`: ein Eintrag lautet `event, priority = sources`</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>too many `,` before `=`: an entry starts `event, priority =` (put an event name that holds a comma in quotes)</source>
        <translation>zu viele `,` vor `=`: ein Eintrag beginnt mit `event, priority =` (setzen Sie einen Ereignisnamen mit Komma in Anführungszeichen)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>missing priority before `=`</source>
        <translation>Priorität fehlt vor `=`</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>priority</source>
        <translation>Priorität</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>priority %1 is negative; priorities are 0 or more</source>
        <translation>Priorität %1 ist negativ; Prioritäten sind 0 oder größer</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>`%1` is defined twice: on line %2 and on line %3</source>
        <translation>`%1` ist doppelt definiert: in Zeile %2 und in Zeile %3</translation>
    </message>
    <message>
        <location filename="../core/override/overrideeventgrammar.cpp" line="+80"/>
        <source>missing event at the start of the entry</source>
        <translation>Ereignis fehlt am Anfang des Eintrags</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>`%1` is not a wave id (write it as `0x0A000262`)</source>
        <translation>`%1` ist keine Wave-ID (schreiben Sie sie als `0x0A000262`)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is not a wave id: waves are 0x0A000000 to 0x0AFFFFFF</source>
        <translation>%1 ist keine Wave-ID: Waves liegen zwischen 0x0A000000 und 0x0AFFFFFF</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>`%1` is not a table id (write it as `0x20000001`)</source>
        <translation>`%1` ist keine Tabellen-ID (schreiben Sie sie als `0x20000001`)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is not a SoundTable id: tables are 0x20000000 to 0x20FFFFFF</source>
        <translation>%1 ist keine Soundtabellen-ID: Tabellen liegen zwischen 0x20000000 und 0x20FFFFFF</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>missing sound type after `/` (a name such as `Footstep1` or a number such as `0x37`)</source>
        <translation>Soundtyp fehlt nach `/` (ein Name wie `Footstep1` oder eine Zahl wie `0x37`)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>`%1` is not a sound type number (write it as `0x37` or `55`)</source>
        <translation>`%1` ist keine Soundtyp-Nummer (schreiben Sie sie als `0x37` oder `55`)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>sound type %1 is not one the client knows</source>
        <translation>Soundtyp %1 kennt der Client nicht</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>unknown sound type `%1` (names are as in the client, e.g. `Footstep1`, or write the number, e.g. `0x37`)</source>
        <translation>unbekannter Soundtyp `%1` (Namen wie im Client, z. B. `Footstep1`, oder schreiben Sie die Nummer, z. B. `0x37`)</translation>
    </message>
    <message>
        <location filename="../core/override/overridelinegrammar.cpp" line="+20"/>
        <source>missing volume after `%1`: an alternative is `source, volume[, probability]`</source>
        <translation>Lautstärke fehlt nach `%1`: eine Alternative lautet `source, volume[, probability]`</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>missing value after `,`</source>
        <translation>Wert fehlt nach `,`</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>`;` with no alternative after it</source>
        <translation>`;` ohne folgende Alternative</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>empty alternative between `;` separators</source>
        <translation>leere Alternative zwischen `;`-Trennzeichen</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>write `%1` without `%` and add `!volume percent` at the top of the file</source>
        <translation>schreiben Sie `%1` ohne `%` und ergänzen Sie `!volume percent` am Anfang der Datei</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>probability</source>
        <translation>Wahrscheinlichkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>probability %1 is outside 0..1</source>
        <translation>Wahrscheinlichkeit %1 liegt außerhalb von 0..1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>probability 0: this alternative never plays</source>
        <translation>Wahrscheinlichkeit 0: diese Alternative wird nie abgespielt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>too many numbers after `%1`: an alternative is `source, volume[, probability]`</source>
        <translation>zu viele Zahlen nach `%1`: eine Alternative lautet `source, volume[, probability]`</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>`%1` stands where a source belongs; put a file named like a number in quotes (&quot;%1&quot;)</source>
        <translation>`%1` steht, wo eine Quelle hingehört; setzen Sie eine Datei, die wie eine Zahl heißt, in Anführungszeichen (&quot;%1&quot;)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>more than %1 alternatives; the rest of the line is ignored</source>
        <translation>mehr als %1 Alternativen; der Rest der Zeile wird ignoriert</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>`%1` is not a wave id: waves are 0x0A000000 to 0x0AFFFFFF (0x0 is silence); put a file named like this in quotes</source>
        <translation>`%1` ist keine Wave-ID: Waves liegen zwischen 0x0A000000 und 0x0AFFFFFF (0x0 ist Stille); setzen Sie eine so benannte Datei in Anführungszeichen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>empty file name</source>
        <translation>leerer Dateiname</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the file name contains a NUL byte</source>
        <translation>der Dateiname enthält ein NUL-Byte</translation>
    </message>
    <message>
        <location filename="../core/override/overrideeventgrammar.cpp" line="+69"/>
        <source>missing sound type after `sound:` (a name such as `Swoosh2` or a number such as `0x37`)</source>
        <translation>Soundtyp fehlt nach `sound:` (ein Name wie `Swoosh2` oder eine Zahl wie `0x37`)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>nothing follows `sound:NAME`: a SoundTable hook fires one sound type at the volume of the table&apos;s variant</source>
        <translation>auf `sound:NAME` folgt nichts: ein SoundTable-Hook löst einen Soundtyp mit der Lautstärke der Variante der Tabelle aus</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>a hook plays one sound: write one alternative (`source, volume[, probability]`), `sound:NAME` for a SoundTable hook, or nothing to silence it</source>
        <translation>ein Hook spielt einen Sound: schreiben Sie eine Alternative (`source, volume[, probability]`), `sound:NAME` für einen SoundTable-Hook oder nichts, um ihn stummzuschalten</translation>
    </message>
    <message>
        <location filename="../core/override/overridelinegrammar.cpp" line="+59"/>
        <source>volume %1 is negative; volumes are 0 or more</source>
        <translation>Lautstärke %1 ist negativ; Lautstärken sind 0 oder größer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>volume %1 is outside 0..1 — add `!volume percent` if the file uses percentages</source>
        <translation>Lautstärke %1 liegt außerhalb von 0..1 – ergänzen Sie `!volume percent`, wenn die Datei Prozentwerte verwendet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>volume %1 is outside 0..%2</source>
        <translation>Lautstärke %1 liegt außerhalb von 0..%2</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>with `!pick retail` the last of %1 alternatives is never chosen (the client picks among the first %2)</source>
        <translation>mit `!pick retail` wird die letzte von %1 Alternativen nie gewählt (der Client wählt unter den ersten %2)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>more than %1 problems; the rest are not listed</source>
        <translation>mehr als %1 Probleme; die übrigen werden nicht aufgeführt</translation>
    </message>
    <message>
        <location filename="../core/override/overridehookevent.cpp" line="+83"/>
        <source>`%1` is not an animation id (write it as `0x03000514`)</source>
        <translation>`%1` ist keine Animations-ID (schreiben Sie sie als `0x03000514`)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>`%1` is not a PhysicsScript id (write it as `0x33000010`)</source>
        <translation>`%1` ist keine PhysicsScript-ID (schreiben Sie sie als `0x33000010`)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is not an Animation id: animations are 0x03000000 to 0x03FFFFFF</source>
        <translation>%1 ist keine Animations-ID: Animationen liegen zwischen 0x03000000 und 0x03FFFFFF</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is not a PhysicsScript id: scripts are 0x33000000 to 0x33FFFFFF</source>
        <translation>%1 ist keine PhysicsScript-ID: Skripte liegen zwischen 0x33000000 und 0x33FFFFFF</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>missing `:FRAME` after the animation id (`anim %1:0`)</source>
        <translation>`:FRAME` fehlt nach der Animations-ID (`anim %1:0`)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing `@TIME` after the script id (`script %1@0.5`)</source>
        <translation>`@TIME` fehlt nach der Skript-ID (`script %1@0.5`)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>missing frame number after `:`</source>
        <translation>Frame-Nummer fehlt nach `:`</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>`%1` is not a frame number (0, 1, 2, … up to %2)</source>
        <translation>`%1` ist keine Frame-Nummer (0, 1, 2, … bis %2)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>missing start time after `@`</source>
        <translation>Startzeit fehlt nach `@`</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>`%1` is not a start time in seconds (0, 0.5, 1.25, …)</source>
        <translation>`%1` ist keine Startzeit in Sekunden (0, 0.5, 1.25, …)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>missing hook number in `[]` (0 is the first sound hook there)</source>
        <translation>Hook-Nummer fehlt in `[]` (0 ist der erste Sound-Hook dort)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>`%1` is not a hook number (0, 1, 2, … up to %2)</source>
        <translation>`%1` ist keine Hook-Nummer (0, 1, 2, … bis %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>`[` without its `]`</source>
        <translation>`[` ohne sein `]`</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unexpected `%1` after the hook number</source>
        <translation>unerwartetes `%1` nach der Hook-Nummer</translation>
    </message>
</context>
<context>
    <name>soundstage::PcmDecoder</name>
    <message>
        <location filename="../core/audio/pcmdecoder.cpp" line="+22"/>
        <source>%1 channels; expected 1 to %2</source>
        <translation>%1 Kanäle; erwartet 1 bis %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>sample rate %1 Hz; expected 1 to %2 Hz</source>
        <translation>Abtastrate %1 Hz; erwartet 1 bis %2 Hz</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>%1 with %2 bits per sample is not supported</source>
        <translation>%1 mit %2 Bit pro Sample wird nicht unterstützt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is not uncompressed PCM</source>
        <translation>%1 ist kein unkomprimiertes PCM</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>block align %1 does not match %2 channel(s) × %3 bytes = %4</source>
        <translation>Block-Align %1 passt nicht zu Kanalzahl %2 × %3 Byte = %4</translation>
    </message>
</context>
<context>
    <name>soundstage::PhysicsScript</name>
    <message>
        <location filename="../core/records/physicsscript.cpp" line="+36"/>
        <source>physics script</source>
        <translation>Physikskript</translation>
    </message>
</context>
<context>
    <name>soundstage::PhysicsScriptTable</name>
    <message>
        <location filename="../core/records/physicsscripttable.cpp" line="+66"/>
        <source>physics script table</source>
        <translation>Physikskript-Tabelle</translation>
    </message>
</context>
<context>
    <name>soundstage::PlatformAudioDecoder</name>
    <message>
        <location filename="../widgets/audition/platformaudiodecoder.cpp" line="+21"/>
        <source>cannot read the file</source>
        <translation>die Datei kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this system has no audio decoder (Qt Multimedia)</source>
        <translation>dieses System hat keinen Audio-Decoder (Qt Multimedia)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the decoder delivered samples of an unknown format</source>
        <translation>der Decoder lieferte Samples in einem unbekannten Format</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the sound is longer than ten minutes; cut it before importing</source>
        <translation>der Sound ist länger als zehn Minuten; kürzen Sie ihn vor dem Import</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot decode: %1</source>
        <translation>Dekodieren fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the platform decoder gave no answer (is a GStreamer plugin missing?)</source>
        <translation>der Plattform-Decoder antwortete nicht (fehlt ein GStreamer-Plugin?)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the file holds no audio</source>
        <translation>die Datei enthält kein Audio</translation>
    </message>
</context>
<context>
    <name>soundstage::PreferencesDialog</name>
    <message>
        <location filename="../widgets/window/preferencesdialog.cpp" line="+56"/>
        <location line="+1"/>
        <location line="+1"/>
        <source>On</source>
        <translation>An</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System default</source>
        <translation>Systemstandard</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>OpenAL lists no output device</source>
        <translation>OpenAL listet kein Ausgabegerät</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Retail (GetAttenuation and DirectSound pan)</source>
        <translation>Retail (GetAttenuation und DirectSound-Pan)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>OpenAL 3-D positioning</source>
        <translation>OpenAL-3D-Positionierung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flat (no positioning)</source>
        <translation>Flach (keine Positionierung)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inverse clamped</source>
        <translation>Invers (begrenzt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Linear clamped</source>
        <translation>Linear (begrenzt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exponent clamped</source>
        <translation>Exponentiell (begrenzt)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> m</source>
        <translation> m</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Single precision (Direct3D default, retail)</source>
        <translation>Einfache Genauigkeit (Direct3D-Standard, Retail)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double precision</source>
        <translation>Doppelte Genauigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop when full (retail)</source>
        <translation>Verwerfen, wenn voll (Retail)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steal by priority (what if)</source>
        <translation>Nach Priorität verdrängen (Was-wäre-wenn)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Device:</source>
        <translation>Gerät:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Placement:</source>
        <translation>Platzierung:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OpenAL distance model:</source>
        <translation>OpenAL-Distanzmodell:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reference distance:</source>
        <translation>Referenzdistanz:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max distance:</source>
        <translation>Max. Distanz:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rolloff factor:</source>
        <translation>Rolloff-Faktor:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Client volume preferences</source>
        <translation>Lautstärke-Einstellungen des Clients</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Effects:</source>
        <translation>Effekte:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ambient:</source>
        <translation>Ambient:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interface:</source>
        <translation>Oberfläche:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As in retail, the ambient slider is applied twice and the interface slider is never read.</source>
        <translation>Wie im Retail-Client wird der Ambient-Regler doppelt angewendet und der Oberflächen-Regler nie gelesen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Retail model</source>
        <translation>Retail-Modell</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gate FPU model:</source>
        <translation>FPU-Modell der Abspielprüfung:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Voice pool:</source>
        <translation>Stimmen-Pool:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Voices:</source>
        <translation>Stimmen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Audacity, else the desktop&apos;s WAV application</source>
        <translation>Audacity, sonst das WAV-Programm des Desktops</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The audio editor Edit Wave in External Editor starts: a command line; %f is the file (without %f the file goes last). Empty: Audacity when installed, else the desktop&apos;s application for WAV files.</source>
        <translation>Der Audio-Editor, den „Wave im externen Editor bearbeiten“ startet: eine Befehlszeile; %f ist die Datei (ohne %f steht die Datei am Ende). Leer: Audacity, wenn installiert, sonst das Programm des Desktops für WAV-Dateien.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>External editor:</source>
        <translation>Externer Editor:</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 (not present)</source>
        <translation>%1 (nicht vorhanden)</translation>
    </message>
</context>
<context>
    <name>soundstage::ProgressIndicator</name>
    <message>
        <location filename="../widgets/window/progressindicator.cpp" line="+25"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Cancel: %1</source>
        <translation>Abbrechen: %1</translation>
    </message>
</context>
<context>
    <name>soundstage::ProgressSink</name>
    <message>
        <location filename="../core/common/progresssink.cpp" line="+9"/>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
</context>
<context>
    <name>soundstage::QaRun</name>
    <message>
        <location filename="../core/document/qarun.cpp" line="+81"/>
        <source>no QA run file %1</source>
        <translation>keine QA-Lauf-Datei %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not a QA run file: it names no dat</source>
        <translation>keine QA-Lauf-Datei: sie nennt keine Dat</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>cannot read the QA run: %1</source>
        <translation>der QA-Lauf kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the QA run file is not valid JSON: %1</source>
        <translation>die QA-Lauf-Datei ist kein gültiges JSON: %1</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>cannot create the folder for QA runs</source>
        <translation>der Ordner für QA-Läufe kann nicht angelegt werden</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../widgets/audition/qarunpanel.cpp" line="+77"/>
        <location line="+5"/>
        <location line="+16"/>
        <source>cannot write: %1</source>
        <translation>Schreiben fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>no QA item %1</source>
        <translation>kein QA-Eintrag %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Pass</source>
        <translation>Bestanden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fail</source>
        <translation>Durchgefallen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Untested</source>
        <translation>Ungetestet</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>QA run: %1</source>
        <translation>QA-Lauf: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dat: %1 (SHA-1 of its sounds %2)</source>
        <translation>Dat: %1 (SHA-1 ihrer Sounds %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+7"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Scope: %1</source>
        <translation>Umfang: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>table %1</source>
        <translation>Tabelle %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>every table</source>
        <translation>alle Tabellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gate FPU model: %1</source>
        <translation>FPU-Modell des Gates: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Placement: %1</source>
        <translation>Platzierung: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seed: %1</source>
        <translation>Seed: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>from the clock</source>
        <translation>aus der Uhrzeit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 variants: %2 passed, %3 failed, %4 untested.</source>
        <translation>%1 Varianten: %2 bestanden, %3 durchgefallen, %4 ungetestet.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sound type</source>
        <translation>Soundtyp</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Wave</source>
        <translation>Wave</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Probability</source>
        <translation>Wahrscheinlichkeit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play %</source>
        <translation>Wiedergabe %</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdicts</source>
        <translation>Bewertungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark</source>
        <translation>Markierung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
</context>
<context>
    <name>soundstage::QaRunIndex</name>
    <message>
        <location filename="../core/document/qarunindex.cpp" line="+42"/>
        <source>cannot read the QA run index: %1</source>
        <translation>das Verzeichnis der QA-Läufe ist nicht lesbar: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the QA run index is not valid JSON: %1</source>
        <translation>das Verzeichnis der QA-Läufe ist kein gültiges JSON: %1</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>cannot create the folder for QA runs</source>
        <translation>der Ordner für QA-Läufe lässt sich nicht anlegen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot write: %1</source>
        <translation>nicht schreibbar: %1</translation>
    </message>
</context>
<context>
    <name>soundstage::QaRunPanel</name>
    <message>
        <location filename="../widgets/audition/qarunpanel.cpp" line="+69"/>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound type</source>
        <translation>Soundtyp</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wave</source>
        <translation>Wave</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play %</source>
        <translation>Wiedergabe %</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Verdicts</source>
        <translation>Bewertungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mark</source>
        <translation>Markierung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>QA run not started: cancelled.</source>
        <translation>QA-Lauf nicht gestartet: abgebrochen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>QA report not written: cancelled.</source>
        <translation>QA-Bericht nicht geschrieben: abgebrochen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Note for this variant (saved with Pass / Fail)</source>
        <translation>Notiz zu dieser Variante (wird mit Bestanden / Durchgefallen gespeichert)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Previous (P)</source>
        <translation>Zurück (P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next (N)</source>
        <translation>Weiter (N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay (Space)</source>
        <translation>Wiederholen (Leertaste)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass (1)</source>
        <translation>Bestanden (1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fail (2)</source>
        <translation>Durchgefallen (2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export Markdown…</source>
        <translation>Markdown exportieren…</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Listing every variant of %1…</source>
        <translation>Liste alle Varianten von %1 auf…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>QA runs not listed: %1</source>
        <translation>QA-Läufe nicht aufgelistet: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>QA run not resumed: %1</source>
        <translation>QA-Lauf nicht fortgesetzt: %1</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>QA run index not saved: %1</source>
        <translation>Verzeichnis der QA-Läufe nicht gespeichert: %1</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>QA run not opened: %1</source>
        <translation>QA-Lauf nicht geöffnet: %1</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>No QA run. Use QA → Audition All to start one.</source>
        <translation>Kein QA-Lauf. Starten Sie einen über QA → Alle … vorhören.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2 · %3 passed · %4 failed · %5 untested</source>
        <translation>%1 von %2 · %3 bestanden · %4 durchgefallen · %5 ungetestet</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>QA: playing %1 #%2 (%3)</source>
        <translation>QA: spielt %1 #%2 (%3)</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+19"/>
        <source>QA run not saved: %1</source>
        <translation>QA-Lauf nicht gespeichert: %1</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Saving the QA run…</source>
        <translation>Speichere den QA-Lauf…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Export QA Report (Markdown)</source>
        <translation>QA-Bericht exportieren (Markdown)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export QA Report (CSV)</source>
        <translation>QA-Bericht exportieren (CSV)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Writing %1…</source>
        <translation>Schreibe %1…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>QA report written to %1</source>
        <translation>QA-Bericht nach %1 geschrieben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>QA report not written: %1</source>
        <translation>QA-Bericht nicht geschrieben: %1</translation>
    </message>
</context>
<context>
    <name>soundstage::RecordJson</name>
    <message>
        <location filename="../core/records/recordjson.cpp" line="+107"/>
        <source>unknown key (expected %1)</source>
        <translation>unbekannter Schlüssel (erwartet: %1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected an object</source>
        <translation>Objekt erwartet</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected an array</source>
        <translation>Array erwartet</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>expected an id such as &quot;0x0A000519&quot;</source>
        <translation>ID wie &quot;0x0A000519&quot; erwartet</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected a whole number from 0 to 4294967295</source>
        <translation>ganze Zahl von 0 bis 4294967295 erwartet</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>expected a number</source>
        <translation>Zahl erwartet</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is outside the range of a 32-bit float</source>
        <translation>%1 liegt außerhalb des Bereichs eines 32-Bit-Floats</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+76"/>
        <location line="+18"/>
        <location line="+20"/>
        <location line="+22"/>
        <location line="+196"/>
        <location line="+38"/>
        <location line="+49"/>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <location line="-401"/>
        <source>unknown sound type %1 (expected a name such as &quot;Swoosh2&quot;, a number or 0x hex)</source>
        <translation>unbekannter Soundtyp %1 (erwartet: ein Name wie &quot;Swoosh2&quot;, eine Zahl oder 0x-Hex)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>missing (give &quot;sound&quot; or &quot;code&quot;)</source>
        <translation>fehlt (geben Sie &quot;sound&quot; oder &quot;code&quot; an)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 does not match &quot;sound&quot; %2 (%3)</source>
        <translation>%1 passt nicht zu &quot;sound&quot; %2 (%3)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>is %1 but the entry is at position %2 (entries are referred to by position; reorder the array instead)</source>
        <translation>ist %1, der Eintrag steht aber an Position %2 (Einträge werden über ihre Position angesprochen; ordnen Sie stattdessen das Array um)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>expected &quot;%1&quot;</source>
        <translation>&quot;%1&quot; erwartet</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>nested deeper than %1 levels</source>
        <translation>tiefer als %1 Ebenen verschachtelt</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 is not a %2 id (%3–%4)</source>
        <translation>%1 ist keine %2-ID (%3–%4)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>expected true or false</source>
        <translation>true oder false erwartet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 contradicts base_chance (a sound is continuous exactly when its base_chance is 0)</source>
        <translation>%1 widerspricht base_chance (ein Sound ist genau dann durchgehend, wenn seine base_chance 0 ist)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>missing (a number, or null for no ambient sound)</source>
        <translation>fehlt (eine Zahl, oder null für keinen Ambient-Sound)</translation>
    </message>
    <message>
        <location line="+137"/>
        <source>JSON syntax error: %1</source>
        <translation>JSON-Syntaxfehler: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected a JSON object</source>
        <translation>JSON-Objekt erwartet</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>expected a record type such as &quot;SoundTable&quot;</source>
        <translation>Datensatztyp wie &quot;SoundTable&quot; erwartet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;%1&quot; does not match the id %2, which is a %3 id</source>
        <translation>&quot;%1&quot; passt nicht zur ID %2, die eine %3-ID ist</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 does not match the region it applies to (%2)</source>
        <translation>%1 passt nicht zur Region, auf die es angewendet wird (%2)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 does not match the setup it applies to (%2)</source>
        <translation>%1 passt nicht zum Setup, auf das es angewendet wird (%2)</translation>
    </message>
</context>
<context>
    <name>soundstage::RecordPanel</name>
    <message>
        <location filename="../widgets/editor/recordpanel.cpp" line="+54"/>
        <source>Set</source>
        <translation>Setzen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>0x20……</source>
        <translation>0x20……</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Default sound table:</source>
        <translation>Standard-Soundtabelle:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>EBU R128 / ITU-R BS.1770 (libebur128): integrated loudness in LUFS, the highest true peak (4× oversampled) in dBTP, loudness range in LU (sounds of 3 s or more). A mono wave counts as dual mono, as the client plays a centred source on two speakers.</source>
        <translation>EBU R128 / ITU-R BS.1770 (libebur128): integrierte Lautheit in LUFS, der höchste True Peak (4-fach überabgetastet) in dBTP, Lautheitsbereich in LU (Sounds ab 3 s). Eine Mono-Wave zählt als Dual-Mono, so wie der Client eine mittige Quelle auf zwei Lautsprechern abspielt.</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>measuring…</source>
        <translation>wird gemessen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot measure: %1</source>
        <translation>nicht messbar: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Loudness: %1</source>
        <translation>Lautheit: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loudness of %1: %2</source>
        <translation>Lautheit von %1: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&quot;%1&quot; is not an id.</source>
        <translation>„%1“ ist keine ID.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not changed: %1</source>
        <translation>Nicht geändert: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&lt;h3&gt;Wave %1&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Wave %1&lt;/h3&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;Imported: the next save writes it into the dat.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Importiert: Das nächste Speichern schreibt sie in die Dat.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 · %2 Hz · %3 s</source>
        <translation>%1 · %2 Hz · %L3 s</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot decode this wave: %1</source>
        <translation>Diese Wave lässt sich nicht dekodieren: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>&lt;p&gt;%1, %2 Hz, %n channel(s), %3 bits, %4 s, %5 bytes of data.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;%1, %2 Hz, %n Kanal, %3 Bit, %4 s, %5 Byte Daten.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;%1, %2 Hz, %n Kanäle, %3 Bit, %4 s, %5 Byte Daten.&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;p&gt;Cannot read this wave: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;Diese Wave kann nicht gelesen werden: %1&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;Not used by any sound table.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Von keiner Soundtabelle verwendet.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&lt;p&gt;Used by:&lt;/p&gt;</source>
        <translation>&lt;p&gt;Verwendet von:&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 · %2 · variant %3</source>
        <translation>%1 · %2 · Variante %3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;h3&gt;Region %1&lt;/h3&gt;&lt;p&gt;No ambient sounds.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Region %1&lt;/h3&gt;&lt;p&gt;Keine Ambient-Sounds.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;h3&gt;Region %1 (%2) · ambient STB %3&lt;/h3&gt;&lt;p&gt;Sound table %4.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Region %1 (%2) · Ambient-STB %3&lt;/h3&gt;&lt;p&gt;Soundtabelle %4.&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>scene type %1 (%n scene(s))</source>
        <translation>
            <numerusform>Szenentyp %1 (%n Szene)</numerusform>
            <numerusform>Szenentyp %1 (%n Szenen)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;No scene type uses it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Kein Szenentyp verwendet sie.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Used by %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Verwendet von %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;h3&gt;Setup %1&lt;/h3&gt;&lt;p&gt;Default sound table: %2&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Setup %1&lt;/h3&gt;&lt;p&gt;Standard-Soundtabelle: %2&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
</context>
<context>
    <name>soundstage::RecordReader</name>
    <message>
        <location filename="../core/records/recordreader.h" line="+40"/>
        <source>%1 is %2, more than the %3 remaining bytes can hold (%4 bytes each at least)</source>
        <translation>%1 ist %2, mehr als die verbleibenden %3 Byte fassen können (je mindestens %4 Byte)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 trailing bytes after the %2</source>
        <translation>%1 überzählige Byte am Ende (%2)</translation>
    </message>
    <message>
        <location filename="../core/records/regiondesc.cpp" line="+35"/>
        <source>GameTime time-of-day count</source>
        <translation>GameTime: Anzahl der Tageszeiten</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>GameTime day-of-week count</source>
        <translation>GameTime: Anzahl der Wochentage</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GameTime season count</source>
        <translation>GameTime: Anzahl der Jahreszeiten</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>SkyDesc day group count</source>
        <translation>SkyDesc: Anzahl der Tagesgruppen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>SkyDesc sky object count</source>
        <translation>SkyDesc: Anzahl der Himmelsobjekte</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>SkyDesc sky time count</source>
        <translation>SkyDesc: Anzahl der Himmelszeiten</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>SkyDesc object replace count</source>
        <translation>SkyDesc: Anzahl der Objektersetzungen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>SoundDesc ambient table count</source>
        <translation>SoundDesc: Anzahl der Ambient-Tabellen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ambient sound count</source>
        <translation>Anzahl der Ambient-Sounds</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>SceneDesc scene type count</source>
        <translation>SceneDesc: Anzahl der Szenentypen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>scene count</source>
        <translation>Anzahl der Szenen</translation>
    </message>
    <message>
        <location filename="../core/records/soundtable.cpp" line="+40"/>
        <source>record count</source>
        <translation>Anzahl der Datensätze</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>child count</source>
        <translation>Anzahl der Kindknoten</translation>
    </message>
    <message>
        <location filename="../core/records/animation.cpp" line="-13"/>
        <source>frame count</source>
        <translation>Anzahl der Frames</translation>
    </message>
    <message>
        <location filename="../core/records/animframe.cpp" line="+53"/>
        <source>hook count</source>
        <translation>Anzahl der Hooks</translation>
    </message>
    <message>
        <location filename="../core/records/motiontable.cpp" line="-139"/>
        <source>animation count</source>
        <translation>Anzahl der Animationen</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>style default count</source>
        <translation>Anzahl der Stil-Vorgaben</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>cycle count</source>
        <translation>Anzahl der Zyklen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>modifier count</source>
        <translation>Anzahl der Modifikatoren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>link count</source>
        <translation>Anzahl der Übergangsgruppen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>link target count</source>
        <translation>Anzahl der Übergangsziele</translation>
    </message>
    <message>
        <location filename="../core/records/physicsscript.cpp" line="-9"/>
        <source>script entry count</source>
        <translation>Anzahl der Skripteinträge</translation>
    </message>
    <message>
        <location filename="../core/records/physicsscripttable.cpp" line="-15"/>
        <source>script type count</source>
        <translation>Anzahl der Skripttypen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>script count</source>
        <translation>Anzahl der Skripte</translation>
    </message>
    <message>
        <location filename="../core/records/setupmodel.cpp" line="+77"/>
        <location line="+8"/>
        <location line="+7"/>
        <source>part count</source>
        <translation>Anzahl der Teile</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>holding location count</source>
        <translation>Anzahl der Haltepunkte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>connection point count</source>
        <translation>Anzahl der Verbindungspunkte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>placement count</source>
        <translation>Anzahl der Platzierungen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>cylinder sphere count</source>
        <translation>Anzahl der Zylinderkugeln</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>sphere count</source>
        <translation>Anzahl der Kugeln</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>light count</source>
        <translation>Anzahl der Lichter</translation>
    </message>
</context>
<context>
    <name>soundstage::SaveActions</name>
    <message>
        <location filename="../widgets/window/saveactions.cpp" line="+35"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Write the edits into a patched copy of the dat</source>
        <translation>Die Änderungen in eine gepatchte Kopie der Dat schreiben</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>A save is under way.</source>
        <translation>Es wird bereits gespeichert.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+21"/>
        <source>Cannot Save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Saving %1…</source>
        <translation>Speichere %1…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Save cancelled; nothing was written.</source>
        <translation>Speichern abgebrochen; nichts wurde geschrieben.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+12"/>
        <location line="+14"/>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Saved %1. Edits made while it was saving are not in it: save again to include them.</source>
        <translation>%1 gespeichert. Änderungen während des Speicherns sind nicht enthalten: erneut speichern, um sie aufzunehmen.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Saved %1 (the saved dat was not reopened).</source>
        <translation>%1 gespeichert (die gespeicherte Dat wurde nicht neu geöffnet).</translation>
    </message>
</context>
<context>
    <name>soundstage::ServerRoutes</name>
    <message>
        <location filename="../core/triggers/serverroutes.cpp" line="+15"/>
        <source>damage taken (and fall damage)</source>
        <translation>Schaden erlitten (auch Fallschaden)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>damage taken</source>
        <translation>Schaden erlitten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a projectile hits (the only Collision sender)</source>
        <translation>ein Geschoss trifft (der einzige Sender von Collision)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a melee or missile hit lands</source>
        <translation>ein Nah- oder Fernkampftreffer sitzt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a lifestone is attuned</source>
        <translation>ein Lebensstein wird gebunden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a lock is picked</source>
        <translation>ein Schloss wird geknackt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>experience is spent on a trait</source>
        <translation>Erfahrung wird für eine Eigenschaft ausgegeben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an item is wielded</source>
        <translation>ein Gegenstand wird ausgerüstet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an item is unwielded</source>
        <translation>ein Gegenstand wird abgelegt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an item is received</source>
        <translation>ein Gegenstand wird empfangen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>an item is picked up, given, bought or sold</source>
        <translation>ein Gegenstand wird aufgehoben, gegeben, gekauft oder verkauft</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an item is dropped</source>
        <translation>ein Gegenstand wird fallen gelassen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a spell is resisted</source>
        <translation>einem Zauber wird widerstanden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a lockpick attempt fails</source>
        <translation>ein Versuch, ein Schloss zu knacken, misslingt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a lock is picked open</source>
        <translation>ein Schloss wird aufgebrochen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a locked door or chest is tried</source>
        <translation>eine verschlossene Tür oder Truhe wird versucht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a trap, pressure plate or switch fires</source>
        <translation>eine Falle, Druckplatte oder ein Schalter löst aus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an enchantment expires</source>
        <translation>eine Verzauberung läuft ab</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an item runs out of mana</source>
        <translation>einem Gegenstand geht das Mana aus</translation>
    </message>
</context>
<context>
    <name>soundstage::SessionTriggerIndex</name>
    <message>
        <location filename="../widgets/session/sessiontriggerindex.cpp" line="+148"/>
        <source>Updating what fires each sound…</source>
        <translation>Aktualisiere, was jeden Sound auslöst…</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Finding what fires each sound…</source>
        <translation>Ermittle, was jeden Sound auslöst…</translation>
    </message>
</context>
<context>
    <name>soundstage::Setup</name>
    <message>
        <location filename="../core/records/setup.cpp" line="+14"/>
        <source>a Setup record needs at least %1 bytes (its id and the last two default ids), this one has %2</source>
        <translation>ein Setup-Datensatz braucht mindestens %1 Byte (seine ID und die letzten beiden Standard-IDs), dieser hat %2</translation>
    </message>
</context>
<context>
    <name>soundstage::SetupModel</name>
    <message>
        <location filename="../core/records/setupmodel.cpp" line="+16"/>
        <source>setup</source>
        <translation>Setup</translation>
    </message>
</context>
<context>
    <name>soundstage::SoundTable</name>
    <message>
        <location filename="../core/records/soundtable.cpp" line="-19"/>
        <source>sound table nodes nested deeper than %1 levels</source>
        <translation>Soundtabellen-Knoten sind tiefer als %1 Ebenen verschachtelt</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>sound table</source>
        <translation>Soundtabelle</translation>
    </message>
</context>
<context>
    <name>soundstage::SynthDat</name>
    <message>
        <location filename="../core/demo/synthdat.cpp" line="+132"/>
        <source>%1 entries cannot hold %2 tables, %3 waves, the region and the iteration record</source>
        <translation>%1 Einträge reichen nicht für %2 Tabellen, %3 Waves, die Region und den Iterationsdatensatz</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>at most %1 tables and %2 waves fit their id ranges</source>
        <translation>höchstens %1 Tabellen und %2 Waves passen in ihre ID-Bereiche</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 bytes is more than the container&apos;s limit of %2</source>
        <translation>%1 Byte sind mehr als die Grenze des Containers von %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 entries is too many</source>
        <translation>%1 Einträge sind zu viele</translation>
    </message>
</context>
<context>
    <name>soundstage::TableEditor</name>
    <message>
        <location filename="../widgets/editor/tableeditor.cpp" line="+69"/>
        <source>&amp;Add Variant</source>
        <translation>Variante &amp;hinzufügen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Remove Variant</source>
        <translation>Variante &amp;entfernen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>D&amp;uplicate Variant</source>
        <translation>Variante &amp;duplizieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move &amp;Up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move Do&amp;wn</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Make Every Variant &amp;Reachable</source>
        <translation>&amp;Alle Varianten erreichbar machen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The client never picks the last variant of a list of two or more. This repeats it at the end of every such list of the table, so every authored variant can play.</source>
        <translation>Der Client wählt nie die letzte Variante einer Liste mit zwei oder mehr Einträgen. Dies wiederholt sie am Ende jeder solchen Liste der Tabelle, damit jede angelegte Variante spielen kann.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Go to Wave</source>
        <translation>Zur &amp;Wave springen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add &amp;Sound Type…</source>
        <translation>&amp;Soundtyp hinzufügen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove Sound Type</source>
        <translation>Soundtyp entfernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Loudness Column</source>
        <translation>Spalte &amp;Lautheit</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Add…</source>
        <translation>Neu…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+24"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Sound types</source>
        <translation>Soundtypen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Up</source>
        <translation>Hoch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Down</source>
        <translation>Runter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make every variant reachable</source>
        <translation>Alle Varianten erreichbar machen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to wave</source>
        <translation>Zur Wave</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Not changed: %1</source>
        <translation>Nicht geändert: %1</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Every variant of %1 can already be chosen.</source>
        <translation>Jede Variante von %1 kann bereits gewählt werden.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Repeated the last variant of %n list(s).</source>
        <translation>
            <numerusform>Letzte Variante von %n Liste wiederholt.</numerusform>
            <numerusform>Letzte Variante von %n Listen wiederholt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+139"/>
        <location line="+8"/>
        <source>%1 (%n)</source>
        <translation>
            <numerusform>%1 (%n)</numerusform>
            <numerusform>%1 (%n)</numerusform>
        </translation>
    </message>
    <message>
        <location line="-6"/>
        <source> — silenced</source>
        <translation> — stumm geschaltet</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Holds a variant that is never chosen, silent or missing.</source>
        <translation>Enthält eine Variante, die nie gewählt wird, stumm ist oder fehlt.</translation>
    </message>
    <message>
        <location line="+197"/>
        <source>Which sound type to add to %1?</source>
        <translation>Welchen Soundtyp zu %1 hinzufügen?</translation>
    </message>
    <message>
        <location line="-232"/>
        <source>Overridden by %1 line %2: %3</source>
        <translation>Überschrieben durch %1, Zeile %2: %3</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Wave %1 is replaced by %2 line %3.</source>
        <translation>Wave %1 wird durch %2, Zeile %3 ersetzt.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source> — added by the override</source>
        <translation> — vom Override hinzugefügt</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>&lt;b&gt;No sound table selected.&lt;/b&gt; Choose one in the browser.</source>
        <translation>&lt;b&gt;Keine Soundtabelle ausgewählt.&lt;/b&gt; Wählen Sie eine im Browser.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>&lt;b&gt;Sound table %1&lt;/b&gt; · %n sound type(s) · used %2</source>
        <translation>
            <numerusform>&lt;b&gt;Soundtabelle %1&lt;/b&gt; · %n Soundtyp · %2 verwendet</numerusform>
            <numerusform>&lt;b&gt;Soundtabelle %1&lt;/b&gt; · %n Soundtypen · %2 verwendet</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>nowhere</source>
        <translation>nirgends</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n time(s)</source>
        <translation>
            <numerusform>einmal</numerusform>
            <numerusform>%n-mal</numerusform>
        </translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The override silences this sound type: nothing plays.</source>
        <translation>Das Override schaltet diesen Soundtyp stumm: Nichts erklingt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No variants: nothing plays for this sound type.</source>
        <translation>Keine Varianten: Für diesen Soundtyp wird nichts abgespielt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Variant %1:&lt;/b&gt; %2&lt;br&gt;Silence for this sound type: %3.</source>
        <translation>&lt;b&gt;Variante %1:&lt;/b&gt; %2&lt;br&gt;Stille für diesen Soundtyp: %3.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Add Sound Type</source>
        <translation>Soundtyp hinzufügen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&quot;%1&quot; is not a sound type.</source>
        <translation>„%1“ ist kein Soundtyp.</translation>
    </message>
</context>
<context>
    <name>soundstage::TableLoudness</name>
    <message numerus="yes">
        <location filename="../widgets/editor/tableloudness.cpp" line="+140"/>
        <source>Loudness: measuring %1 of %n variant(s)…</source>
        <translation>
            <numerusform>Lautheit: %1 von %n Variante werden gemessen…</numerusform>
            <numerusform>Lautheit: %1 von %n Varianten werden gemessen…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Loudness: no variant of this table has a measurable sound.</source>
        <translation>Lautheit: keine Variante dieser Tabelle hat einen messbaren Klang.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Loudness: the variants span %1 (%2 … %3)</source>
        <translation>Lautheit: die Varianten liegen %1 auseinander (%2 … %3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 #%2</source>
        <translation>%1 #%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> — %1 is %2 louder than its siblings.</source>
        <translation> — %1 ist %2 lauter als seine Geschwister.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> — %1 is %2 quieter than its siblings.</source>
        <translation> — %1 ist %2 leiser als seine Geschwister.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> — none is %1 or more off its siblings.</source>
        <translation> — keine weicht um %1 oder mehr ab.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Integrated loudness (EBU R128) with each variant&apos;s volume. Each sound type&apos;s span:</source>
        <translation>Integrierte Lautheit (EBU R128) mit der Lautstärke jeder Variante. Spanne jedes Soundtyps:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 (%3 … %4)</source>
        <translation>%1: %2 (%3 … %4)</translation>
    </message>
</context>
<context>
    <name>soundstage::Transport</name>
    <message>
        <location filename="../widgets/audition/transport.cpp" line="+36"/>
        <source>Play / Stop</source>
        <translation>Start / Stopp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loop</source>
        <translation>Schleife</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop All</source>
        <translation>Alle stoppen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll and Play</source>
        <translation>Würfeln und spielen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Play or stop the selected variant (Space)</source>
        <translation>Die ausgewählte Variante abspielen oder stoppen (Leertaste)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loop the selected variant (Shift+Space)</source>
        <translation>Die ausgewählte Variante in Schleife abspielen (Umschalt+Leertaste)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop every sound (Esc)</source>
        <translation>Alle Sounds stoppen (Esc)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do what the retail client does for one event: pick a variant, roll its play gate, play it if it passes (R)</source>
        <translation>Tun, was der Retail-Client bei einem Ereignis tut: eine Variante wählen, ihre Abspielprüfung würfeln und sie abspielen, wenn sie besteht (R)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed of the client&apos;s generators; empty seeds from the clock</source>
        <translation>Seed für die Generatoren des Clients; leer = Seed aus der Uhrzeit</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Seed:</source>
        <translation>Seed:</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Select a variant to see its wave</source>
        <translation>Wählen Sie eine Variante, um ihre Wave zu sehen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Variant #%1 names wave 0: it plays silence</source>
        <translation>Variante #%1 nennt Wave 0: Sie spielt Stille</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Variant #%1: %2: %3</source>
        <translation>Variante #%1: %2: %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Variant #%1: decoding %2…</source>
        <translation>Variante #%1: dekodiere %2…</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+77"/>
        <source>Variant #%1: %2</source>
        <translation>Variante #%1: %2</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>#%1 · %2 · %3 Hz %4 · %5 s</source>
        <translation>#%1 · %2 · %3 Hz %4 · %L5 s</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+6"/>
        <source>mono</source>
        <translation>Mono</translation>
    </message>
    <message>
        <location line="-6"/>
        <location line="+6"/>
        <source>stereo</source>
        <translation>Stereo</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Wave %1 · %2 Hz %3 · %4 s</source>
        <translation>Wave %1 · %2 Hz %3 · %L4 s</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> · replaces %1 (override line %2)</source>
        <translation> · ersetzt %1 (Override-Zeile %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · local file (override line %1)</source>
        <translation> · lokale Datei (Override-Zeile %1)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source> · %1</source>
        <translation> · %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Select a variant to play</source>
        <translation>Wählen Sie eine Variante zum Abspielen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Wave id 0: this record plays silence.</source>
        <translation>Wave-ID 0: Dieser Datensatz spielt Stille.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Looping wave %1</source>
        <translation>Wave %1 in Schleife</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing wave %1</source>
        <translation>Spielt Wave %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looping #%1 (%2)</source>
        <translation>#%1 in Schleife (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing #%1 (%2)</source>
        <translation>Spielt #%1 (%2)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Stopped</source>
        <translation>Gestoppt</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Stopped all sounds</source>
        <translation>Alle Sounds gestoppt</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Wave %1 is not a sound type: select one in a table to roll its variants</source>
        <translation>Wave %1 ist kein Soundtyp: Wählen Sie einen in einer Tabelle, um seine Varianten zu würfeln</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has no variants: nothing plays</source>
        <translation>%1 hat keine Varianten: Es wird nichts abgespielt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This sound type</source>
        <translation>Dieser Soundtyp</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Rolled #%1: it names wave 0, so this event is silent</source>
        <translation>Gewürfelt: #%1; sie nennt Wave 0, dieses Ereignis bleibt also stumm</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rolled #%1: wave %2 is not in the dat, so this event is silent</source>
        <translation>Gewürfelt: #%1; Wave %2 ist nicht in der Dat, dieses Ereignis bleibt also stumm</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rolled #%1 (%2), but the gate failed (rand() = %3, probability %4): silent</source>
        <translation>Gewürfelt: #%1 (%2), aber die Prüfung schlug fehl (rand() = %3, Wahrscheinlichkeit %4): stumm</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Rolled under the override&apos;s %1 pick: nothing is chosen (every weight is 0)</source>
        <translation>Gewürfelt mit der Wahl %1 des Overrides: Nichts wird gewählt (jedes Gewicht ist 0)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rolled #%1 under the override&apos;s %2 pick: it names wave 0, so this event is silent</source>
        <translation>Gewürfelt: #%1 mit der Wahl %2 des Overrides; sie nennt Wave 0, dieses Ereignis bleibt also stumm</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rolled #%1 (%2) under the override&apos;s %3 pick, but its gate (probability %4) failed: silent</source>
        <translation>Gewürfelt: #%1 (%2) mit der Wahl %3 des Overrides, aber ihre Prüfung (Wahrscheinlichkeit %4) schlug fehl: stumm</translation>
    </message>
    <message>
        <location line="+11"/>
        <source> under the override&apos;s %1 pick</source>
        <translation> mit der Wahl %1 des Overrides</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Rolled #%1%2, but it cannot play: %3</source>
        <translation>Gewürfelt: #%1%2, aber sie kann nicht spielen: %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rolled #%1%2: %3</source>
        <translation>Gewürfelt: #%1%2: %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rolled #%1 (%2)%3: plays</source>
        <translation>Gewürfelt: #%1 (%2)%3: spielt</translation>
    </message>
</context>
<context>
    <name>soundstage::TriggerTree</name>
    <message>
        <location filename="../widgets/editor/triggertree.cpp" line="+45"/>
        <source>forward only</source>
        <translation>nur vorwärts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>backward only</source>
        <translation>nur rückwärts</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>both directions</source>
        <translation>beide Richtungen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Setup %1, default table %2</source>
        <translation>Setup %1, Standardtabelle %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+217"/>
        <location line="+1"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="-189"/>
        <source>%1 in table %2</source>
        <translation>%1 in Tabelle %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not in table %2</source>
        <translation>%1 fehlt in Tabelle %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+115"/>
        <source>Wave %1</source>
        <translation>Wave %1</translation>
    </message>
    <message>
        <location line="-114"/>
        <source>Wave %1 (not in the dat)</source>
        <translation>Wave %1 (nicht in der Dat)</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>%n animation or script hook(s), at the record&apos;s volume</source>
        <translation>
            <numerusform>%n Animations- oder Skript-Hook, mit der Lautstärke des Eintrags</numerusform>
            <numerusform>%n Animations- oder Skript-Hooks, mit der Lautstärke des Eintrags</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>server message 0xF750 (%1), at volume %2</source>
        <translation>Servernachricht 0xF750 (%1), mit Lautstärke %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>server message 0xF750 (%1), at the volume the message gives</source>
        <translation>Servernachricht 0xF750 (%1), mit der Lautstärke aus der Nachricht</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ambient sound of region %1 (%2), STB %3, at volume %4</source>
        <translation>Umgebungssound der Region %1 (%2), STB %3, mit Lautstärke %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>interface sound: the client finds the UI table at run time, so which table plays it is not known from the dat</source>
        <translation>Oberflächensound: der Client findet die UI-Tabelle erst zur Laufzeit, welche Tabelle ihn spielt, ist aus der Dat nicht bekannt</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>hooks ×%1</source>
        <translation>Hooks ×%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>server ×%1</source>
        <translation>Server ×%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ambient ×%1</source>
        <translation>Umgebung ×%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>interface</source>
        <translation>Oberfläche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Routes: none known — no hook of a default pairing, server message, ambient or interface route</source>
        <translation>Wege: keine bekannt — kein Hook einer Standardpaarung, keine Servernachricht, kein Umgebungs- oder Oberflächenweg</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Routes: %1</source>
        <translation>Wege: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 of table %2</source>
        <translation>%1 der Tabelle %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No hook of the setups using this table fires it.</source>
        <translation>Kein Hook der Setups, die diese Tabelle nutzen, löst ihn aus.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Table %1 has no sound types.</source>
        <translation>Tabelle %1 hat keine Soundtypen.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No Sound or SoundTweaked hook names this wave.</source>
        <translation>Kein Sound- oder SoundTweaked-Hook nennt diese Wave.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In sound tables (%1)</source>
        <translation>In Soundtabellen (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · %2 · variant %3</source>
        <translation>%1 · %2 · Variante %3</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The dat has no animation %1, or it does not decode.</source>
        <translation>Die Dat enthält keine Animation %1, oder sie lässt sich nicht dekodieren.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Animation %1, %n frame(s)</source>
        <translation>
            <numerusform>Animation %1, %n Frame</numerusform>
            <numerusform>Animation %1, %n Frames</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No sound hook on any frame.</source>
        <translation>Kein Frame hat einen Sound-Hook.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No motion table plays it.</source>
        <translation>Keine Bewegungstabelle spielt sie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played by (%1)</source>
        <translation>Gespielt von (%1)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The dat has no setup %1, or it does not decode.</source>
        <translation>Die Dat enthält kein Setup %1, oder es lässt sich nicht dekodieren.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Setup %1 · motion table %2 · default table %3</source>
        <translation>Setup %1 · Bewegungstabelle %2 · Standardtabelle %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: animation %2</source>
        <translation>%1: Animation %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Script %1</source>
        <translation>Skript %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No motion or script of this setup makes a sound.</source>
        <translation>Keine Bewegung und kein Skript dieses Setups macht einen Sound.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Select a sound type, a wave, a setup or an animation to see what fires it.</source>
        <translation>Einen Soundtyp, eine Wave, ein Setup oder eine Animation auswählen, um zu sehen, was sie auslöst.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>fires</source>
        <translation>löst aus</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>never fires: last frame of a forward play</source>
        <translation>löst nie aus: letzter Frame beim Vorwärtsspielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>never fires: first frame of a backward play</source>
        <translation>löst nie aus: erster Frame beim Rückwärtsspielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>never fires: no motion plays this animation backwards</source>
        <translation>löst nie aus: keine Bewegung spielt diese Animation rückwärts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>never fires: no motion plays this animation forwards</source>
        <translation>löst nie aus: keine Bewegung spielt diese Animation vorwärts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>never fires: outside the frames every motion plays</source>
        <translation>löst nie aus: außerhalb der Frames, die jede Bewegung spielt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not played by any default motion or script</source>
        <translation>von keiner Standardbewegung und keinem Skript gespielt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no table has this sound</source>
        <translation>keine Tabelle hat diesen Sound</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>never plays: probability 0 or less</source>
        <translation>spielt nie: Wahrscheinlichkeit 0 oder weniger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing wave</source>
        <translation>Wave fehlt</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1 · override line %2: %3</source>
        <translation>%1 · Override-Zeile %2: %3</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>SoundTable %1</source>
        <translation>SoundTable %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound wave %1</source>
        <translation>Sound Wave %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>SoundTweaked wave %1, probability %2, volume %3</source>
        <translation>SoundTweaked Wave %1, Wahrscheinlichkeit %2, Lautstärke %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>script %1 at %2 s</source>
        <translation>Skript %1 bei %2 s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>animation %1, frame %2, %3</source>
        <translation>Animation %1, Frame %2, %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 (%2 of 32768 rolls)</source>
        <translation>%1 (%2 von 32768 Würfen)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the table&apos;s pick and gate</source>
        <translation>Auswahl und Abspielprüfung der Tabelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>always: no gate</source>
        <translation>immer: keine Abspielprüfung</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cycle</source>
        <translation>Zyklus</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>modifier</source>
        <translation>Modifikator</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>link from %1</source>
        <translation>Übergang von %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>link</source>
        <translation>Übergang</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>derived from %1</source>
        <translation>abgeleitet von %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 %2 %3, %4 fps (%5)</source>
        <translation>%1 %2 %3, %4 fps (%5)</translation>
    </message>
</context>
<context>
    <name>soundstage::TriggersDock</name>
    <message>
        <location filename="../widgets/editor/triggersdock.cpp" line="+42"/>
        <source>Triggers</source>
        <translation>Auslöser</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Trigger</source>
        <translation>Auslöser</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Odds</source>
        <translation>Chancen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Updating what fires each sound…</source>
        <translation>Aktualisiere, was jeden Sound auslöst…</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Open a dat to see what fires its sounds.</source>
        <translation>Eine Dat öffnen, um zu sehen, was ihre Sounds auslöst.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Finding what fires each sound…</source>
        <translation>Ermittle, was jeden Sound auslöst…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What fires each sound is not known: %1</source>
        <translation>Was jeden Sound auslöst, ist nicht bekannt: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Default pairings only: each setup with its default motion table and sound table, as the dat holds them. The server can give an object another motion table or sound table.</source>
        <translation>Nur Standardpaarungen: jedes Setup mit seiner Standard-Bewegungstabelle und -Soundtabelle, wie die Dat sie enthält. Der Server kann einem Objekt eine andere Bewegungs- oder Soundtabelle geben.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Updating…</source>
        <translation>Aktualisiere…</translation>
    </message>
</context>
<context>
    <name>soundstage::UndoActions</name>
    <message>
        <location filename="../widgets/window/undoactions.cpp" line="+47"/>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederherstellen: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
</context>
<context>
    <name>soundstage::VariantDelegate</name>
    <message>
        <location filename="../widgets/editor/variantdelegate.cpp" line="+48"/>
        <source>0x0A……</source>
        <translation>0x0A……</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Not changed: %1</source>
        <translation>Nicht geändert: %1</translation>
    </message>
</context>
<context>
    <name>soundstage::VariantEdit</name>
    <message>
        <location filename="../core/document/variantedit.cpp" line="+68"/>
        <source>&apos;%1&apos; is not FIELD=VALUE (e.g. probability=0.5 or wave=0x0A000519).</source>
        <translation>„%1“ ist nicht FELD=WERT (z. B. probability=0.5 oder wave=0x0A000519).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;%1&apos; is not a variant field: use probability, volume, priority or wave.</source>
        <translation>„%1“ ist kein Feld einer Variante: verwenden Sie probability, volume, priority oder wave.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;%1&apos; is not a wave id.</source>
        <translation>„%1“ ist keine Wave-ID.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;%1&apos; is not a number.</source>
        <translation>„%1“ ist keine Zahl.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&apos;%1&apos; is not FIELD=FACTOR (e.g. volume=0.5).</source>
        <translation>„%1“ ist nicht FELD=FAKTOR (z. B. volume=0.5).</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+26"/>
        <source>A wave id cannot be scaled: set it (wave=0x…) instead.</source>
        <translation>Eine Wave-ID lässt sich nicht skalieren: setzen Sie sie stattdessen (wave=0x…).</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>&apos;%1&apos; is not a field that scales: use probability, volume or priority.</source>
        <translation>„%1“ ist kein skalierbares Feld: verwenden Sie probability, volume oder priority.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;%1&apos; is not a factor: use a number of 0 or more (0.5 halves).</source>
        <translation>„%1“ ist kein Faktor: verwenden Sie eine Zahl ab 0 (0.5 halbiert).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Only a variant&apos;s fields can be edited in bulk.</source>
        <translation>Gesammelt bearbeiten lassen sich nur die Felder von Varianten.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A factor must be a finite number of 0 or more.</source>
        <translation>Ein Faktor muss eine endliche Zahl ab 0 sein.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A wave is set to an id, not a number.</source>
        <translation>Eine Wave wird auf eine ID gesetzt, nicht auf eine Zahl.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This field holds a number, not an id.</source>
        <translation>Dieses Feld enthält eine Zahl, keine ID.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The dat has no wave %1 to put in the variants&apos; place.</source>
        <translation>Die Dat enthält keine Wave %1, die an die Stelle der Varianten treten könnte.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Table %1 has no variant %2 of %3.</source>
        <translation>Tabelle %1 hat keine Variante %2 von %3.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 %2 #%3: %4 × %5 = %6: %7</source>
        <translation>%1 %2 #%3: %4 × %5 = %6: %7</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>%n variant(s) would get a value their field cannot hold, so nothing was changed. The first: %1</source>
        <translation>
            <numerusform>%n Variante bekäme einen Wert, den ihr Feld nicht fassen kann; nichts wurde geändert. Die erste: %1</numerusform>
            <numerusform>%n Varianten bekämen einen Wert, den ihr Feld nicht fassen kann; nichts wurde geändert. Die erste: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Edit %n Variant(s)</source>
        <translation>
            <numerusform>%n Variante bearbeiten</numerusform>
            <numerusform>%n Varianten bearbeiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Replace Wave in %n Variant(s)</source>
        <translation>
            <numerusform>Wave in %n Variante ersetzen</numerusform>
            <numerusform>Wave in %n Varianten ersetzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Scale Volume of %n Variant(s)</source>
        <translation>
            <numerusform>Lautstärke von %n Variante skalieren</numerusform>
            <numerusform>Lautstärke von %n Varianten skalieren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Set Volume of %n Variant(s)</source>
        <translation>
            <numerusform>Lautstärke von %n Variante setzen</numerusform>
            <numerusform>Lautstärke von %n Varianten setzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Scale Priority of %n Variant(s)</source>
        <translation>
            <numerusform>Priorität von %n Variante skalieren</numerusform>
            <numerusform>Priorität von %n Varianten skalieren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Set Priority of %n Variant(s)</source>
        <translation>
            <numerusform>Priorität von %n Variante setzen</numerusform>
            <numerusform>Priorität von %n Varianten setzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Scale Probability of %n Variant(s)</source>
        <translation>
            <numerusform>Wahrscheinlichkeit von %n Variante skalieren</numerusform>
            <numerusform>Wahrscheinlichkeit von %n Varianten skalieren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Set Probability of %n Variant(s)</source>
        <translation>
            <numerusform>Wahrscheinlichkeit von %n Variante setzen</numerusform>
            <numerusform>Wahrscheinlichkeit von %n Varianten setzen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>soundstage::VariantFilter</name>
    <message>
        <location filename="../core/document/variantfilter.cpp" line="+90"/>
        <source>A &apos;-&apos; must be followed by the term it negates.</source>
        <translation>Auf ein „-“ muss der Ausdruck folgen, den es verneint.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>&apos;%1&apos; has no field before its operator: write e.g. prob&lt;0.5 or wave:0x0A000519.</source>
        <translation>„%1“ hat kein Feld vor dem Operator: schreiben Sie z. B. prob&lt;0.5 oder wave:0x0A000519.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;%1&apos; is not an operator: use &lt;, &lt;=, &gt;, &gt;=, = or !=.</source>
        <translation>„%1“ ist kein Operator: verwenden Sie &lt;, &lt;=, &gt;, &gt;=, = oder !=.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&apos;%1&apos; is not a filter field: use wave, table, sound, prob, vol, prio or index.</source>
        <translation>„%1“ ist kein Filterfeld: verwenden Sie wave, table, sound, prob, vol, prio oder index.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;%1&apos; needs a value after its operator.</source>
        <translation>„%1“ braucht einen Wert nach dem Operator.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 takes an id after a colon: %1:0x…</source>
        <translation>%1 erwartet eine ID nach einem Doppelpunkt: %1:0x…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;%1&apos; is not an id: write it in hex (0x0A000519) or decimal, or a pattern with * and ?.</source>
        <translation>„%1“ ist keine ID: schreiben Sie sie hexadezimal (0x0A000519) oder dezimal, oder ein Muster mit * und ?.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>sound takes a name after a colon: sound:Footstep*</source>
        <translation>sound erwartet einen Namen nach einem Doppelpunkt: sound:Footstep*</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&apos;%1&apos; matches no sound type&apos;s name.</source>
        <translation>„%1“ passt auf keinen Soundtyp-Namen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;%1&apos; is not a sound type: use a name such as Footstep1, a code, or a pattern such as Footstep*.</source>
        <translation>„%1“ ist kein Soundtyp: verwenden Sie einen Namen wie Footstep1, einen Code oder ein Muster wie Footstep*.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&apos;%1&apos; is not a number.</source>
        <translation>„%1“ ist keine Zahl.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An index is a whole number, not %1.</source>
        <translation>Ein Index ist eine ganze Zahl, nicht %1.</translation>
    </message>
    <message>
        <location line="+144"/>
        <source>Terms separated by spaces must all hold; -term must not.
wave:0x0A000519, table:0x20000001 — an id, or a pattern with * and ?
sound:Footstep* — a sound type&apos;s name, code or pattern
prob&lt;0.5, vol&gt;=0.8, prio=0, index=0 — compare with &lt; &lt;= &gt; &gt;= = !=
never-chosen, gated-off, silent, missing-wave, duplicate-wave — verdicts
any other word — the table id, sound type or wave id contains it</source>
        <translation>Durch Leerzeichen getrennte Ausdrücke müssen alle zutreffen; -Ausdruck darf nicht zutreffen.
wave:0x0A000519, table:0x20000001 — eine ID oder ein Muster mit * und ?
sound:Footstep* — Name, Code oder Muster eines Soundtyps
prob&lt;0.5, vol&gt;=0.8, prio=0, index=0 — Vergleich mit &lt; &lt;= &gt; &gt;= = !=
never-chosen, gated-off, silent, missing-wave, duplicate-wave — Befunde
jedes andere Wort — Tabellen-ID, Soundtyp oder Wave-ID enthält es</translation>
    </message>
</context>
<context>
    <name>soundstage::VariantListModel</name>
    <message>
        <location filename="../widgets/editor/variantlistmodel.cpp" line="+115"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>plays</source>
        <translation>spielt</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound type</source>
        <translation>Soundtyp</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wave</source>
        <translation>Wave</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Probability</source>
        <translation>Wahrscheinlichkeit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
</context>
<context>
    <name>soundstage::VariantModel</name>
    <message>
        <location filename="../widgets/editor/variantmodel.cpp" line="+49"/>
        <source>silence</source>
        <translation>Stille</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Plays the local file %1 (%2 line %3)%4</source>
        <translation>Spielt die lokale Datei %1 (%2, Zeile %3)%4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> — the file is missing</source>
        <translation> — die Datei fehlt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Wave %1 is replaced wherever it plays by %2 line %3: %4</source>
        <translation>Wave %1 wird überall, wo sie spielt, ersetzt durch %2, Zeile %3: %4</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The override picks like the retail client.</source>
        <translation>Das Override wählt wie der Retail-Client.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Under the override&apos;s uniform pick each of the %n alternative(s) is chosen in %1 of events; this one then plays %2 of the time (its probability).</source>
        <translation>
            <numerusform>Mit der gleichverteilten Wahl des Overrides wird die %n Alternative bei %1 der Ereignisse gewählt; sie spielt dann in %2 der Fälle (ihre Wahrscheinlichkeit).</numerusform>
            <numerusform>Mit der gleichverteilten Wahl des Overrides wird jede der %n Alternativen bei %1 der Ereignisse gewählt; diese spielt dann in %2 der Fälle (ihre Wahrscheinlichkeit).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+6"/>
        <source>Heard in %1 of events.</source>
        <translation>Zu hören bei %1 der Ereignisse.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Under the override&apos;s weighted pick it is chosen in proportion to its weight: %1 of events, and then always plays.</source>
        <translation>Mit der gewichteten Wahl des Overrides wird sie im Verhältnis zu ihrem Gewicht gewählt: bei %1 der Ereignisse, und spielt dann immer.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Silent record: wave 0 means choosing it plays nothing.</source>
        <translation>Stummer Datensatz: Wave 0 bedeutet, dass bei seiner Wahl nichts erklingt.</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>plays</source>
        <translation>spielt</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The override&apos;s list: read-only here.</source>
        <translation>Die Liste des Overrides: hier schreibgeschützt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wave 0: silence. Double-click to choose a wave.</source>
        <translation>Wave 0: Stille. Doppelklicken, um eine Wave zu wählen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click to change; &quot;Go to Wave&quot; (Ctrl+J) shows it.</source>
        <translation>Doppelklicken zum Ändern; „Zur Wave springen“ (Strg+J) zeigt sie an.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+154"/>
        <source>Authored play probability, 0 to 1. The client plays the variant when a roll passes this gate.</source>
        <translation>Festgelegte Abspielwahrscheinlichkeit, 0 bis 1. Der Client spielt die Variante, wenn ein Wurf diese Prüfung besteht.</translation>
    </message>
    <message>
        <location line="-151"/>
        <location line="+149"/>
        <source>Priority (kept, but it has no audible effect in the retail client).</source>
        <translation>Priorität (wird beibehalten, hat im Retail-Client aber keine hörbare Wirkung).</translation>
    </message>
    <message>
        <location line="-147"/>
        <location line="+152"/>
        <source>Linear volume, 0 to 1.</source>
        <translation>Lineare Lautstärke, 0 bis 1.</translation>
    </message>
    <message>
        <location line="-109"/>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measuring the loudness…</source>
        <translation>Die Lautheit wird gemessen…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot measure the loudness: %1</source>
        <translation>Die Lautheit ist nicht messbar: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 at volume %2 (%3 dB): %4. The sound itself: %5.</source>
        <translation>%1 bei Lautstärke %2 (%3 dB): %4. Der Sound selbst: %5.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>true peak %1</source>
        <translation>True Peak %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measured on %1. %2</source>
        <translation>Gemessen an %1. %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This column is computed and cannot be edited.</source>
        <translation>Diese Spalte wird berechnet und kann nicht bearbeitet werden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This is the override file&apos;s list: it is read-only here. Bypass the override to edit the dat&apos;s own list.</source>
        <translation>Dies ist die Liste der Override-Datei: Sie ist hier schreibgeschützt. Das Override umgehen, um die eigene Liste der Dat zu bearbeiten.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;%1&quot; is not an id: type it as 0x0A000123.</source>
        <translation>„%1“ ist keine ID: Geben Sie sie als 0x0A000123 ein.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is not a number.</source>
        <translation>„%1“ ist keine Zahl.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No document is open.</source>
        <translation>Kein Dokument geöffnet.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wave</source>
        <translation>Wave</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Priority</source>
        <translation>Prio.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Probability</source>
        <translation>Wahrsch.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Volume</source>
        <translation>Lautst.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pick</source>
        <translation>Wahl</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gate</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play</source>
        <translation>Hörbar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>LUFS</source>
        <translation>LUFS</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Loudness: the integrated loudness (EBU R128) of what the variant plays, with its volume (LUFS + 20·log10(volume)). Measured in the background.</source>
        <translation>Lautheit: die integrierte Lautheit (EBU R128) dessen, was die Variante abspielt, mit ihrer Lautstärke (LUFS + 20·log10(Lautstärke)). Wird im Hintergrund gemessen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>What the retail client makes of the variant; a cell&apos;s tooltip says why.</source>
        <translation>Was der Retail-Client aus der Variante macht; der Tooltip einer Zelle erklärt, warum.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chance the client chooses this variant for an event.</source>
        <translation>Wahrscheinlichkeit, dass der Client diese Variante für ein Ereignis wählt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chance a chosen variant passes the play gate (its probability, as the client rolls it).</source>
        <translation>Wahrscheinlichkeit, dass eine gewählte Variante die Abspielprüfung besteht (ihre Wahrscheinlichkeit, wie der Client sie würfelt).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chance an event plays this variant: pick × gate, 0 when it plays nothing.</source>
        <translation>Wahrscheinlichkeit, dass ein Ereignis diese Variante abspielt: Wahl × Prüfung; 0, wenn sie nichts abspielt.</translation>
    </message>
</context>
<context>
    <name>soundstage::VariantSelection</name>
    <message numerus="yes">
        <location filename="../widgets/editor/variantselection.cpp" line="+39"/>
        <source>%n variant(s) of %1 sound types in table %2</source>
        <translation>
            <numerusform>%n Variante von %1 Soundtypen in Tabelle %2</numerusform>
            <numerusform>%n Varianten von %1 Soundtypen in Tabelle %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>%n variant(s) of %1 in table %2</source>
        <translation>
            <numerusform>%n Variante von %1 in Tabelle %2</numerusform>
            <numerusform>%n Varianten von %1 in Tabelle %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n variant(s) selected of those matching “%1”</source>
        <translation>
            <numerusform>%n ausgewählte Variante der auf „%1“ passenden</numerusform>
            <numerusform>%n ausgewählte Varianten der auf „%1“ passenden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>every variant (%n)</source>
        <translation>
            <numerusform>jede Variante (%n)</numerusform>
            <numerusform>jede Variante (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n variant(s) matching “%1”</source>
        <translation>
            <numerusform>%n Variante passend zu „%1“</numerusform>
            <numerusform>%n Varianten passend zu „%1“</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-21"/>
        <location line="+23"/>
        <source>%1 in %n table(s)</source>
        <translation>
            <numerusform>%1 in %n Tabelle</numerusform>
            <numerusform>%1 in %n Tabellen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>soundstage::VoicePool</name>
    <message>
        <location filename="../core/retail/voicepool.cpp" line="+89"/>
        <source>the voice count must be %1 to %2, not %3</source>
        <translation>die Stimmenzahl muss zwischen %1 und %2 liegen, nicht %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>sound %1: start and duration must be finite and not negative</source>
        <translation>Sound %1: Start und Dauer müssen endlich und nicht negativ sein</translation>
    </message>
</context>
<context>
    <name>soundstage::VorbisBaker</name>
    <message>
        <location filename="../core/audio/vorbisbaker.cpp" line="+89"/>
        <source>libvorbisenc has no encoding mode for %1 channel(s) at %2 Hz</source>
        <translation>libvorbisenc hat keinen Kodiermodus für Kanalzahl %1 bei %2 Hz</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>neither a WAV (RIFF) nor an Ogg file</source>
        <translation>weder eine WAV-(RIFF-) noch eine Ogg-Datei</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the encoded output does not verify as Vorbis: %1</source>
        <translation>die kodierte Ausgabe lässt sich nicht als Vorbis verifizieren: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the encoded output has %1 frames of %2 Hz × %3 channels; the input has %4 frames of %5 Hz × %6</source>
        <translation>die kodierte Ausgabe hat %1 Frames mit %2 Hz × %3 Kanälen; die Eingabe hat %4 Frames mit %5 Hz × %6</translation>
    </message>
</context>
<context>
    <name>soundstage::WavReader</name>
    <message>
        <location filename="../core/audio/wavreader.cpp" line="+48"/>
        <source>%1 %2-bit</source>
        <translation>%1 %2 Bit</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 bytes are too few for a RIFF WAVE header (12)</source>
        <translation>%1 Byte sind zu wenig für einen RIFF-WAVE-Header (12)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 files are not supported, only little-endian RIFF</source>
        <translation>%1-Dateien werden nicht unterstützt, nur Little-Endian-RIFF</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not a RIFF file (no &apos;RIFF&apos; signature)</source>
        <translation>keine RIFF-Datei (keine &apos;RIFF&apos;-Signatur)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>RIFF form type is %1, not &apos;WAVE&apos;</source>
        <translation>der RIFF-Formtyp ist %1, nicht &apos;WAVE&apos;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>RIFF size %1 cannot hold the form type</source>
        <translation>die RIFF-Größe %1 reicht nicht für den Formtyp</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the RIFF chunk declares %1 bytes but the file ends after %2</source>
        <translation>der RIFF-Chunk gibt %1 Byte an, die Datei endet aber nach %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 bytes left at the end of the RIFF form, too few for a chunk header</source>
        <translation>%1 Byte übrig am Ende der RIFF-Form, zu wenig für einen Chunk-Header</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>chunk %1 declares %2 bytes but only %3 remain</source>
        <translation>Chunk %1 gibt %2 Byte an, es verbleiben aber nur %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a second &apos;fmt &apos; chunk (the first is at 0x%1)</source>
        <translation>ein zweiter &apos;fmt &apos;-Chunk (der erste liegt bei 0x%1)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a second &apos;data&apos; chunk (the first is at 0x%1)</source>
        <translation>ein zweiter &apos;data&apos;-Chunk (der erste liegt bei 0x%1)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no &apos;fmt &apos; chunk</source>
        <translation>kein &apos;fmt &apos;-Chunk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no &apos;data&apos; chunk</source>
        <translation>kein &apos;data&apos;-Chunk</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the &apos;fmt &apos; chunk has %1 bytes; it needs at least 16</source>
        <translation>der &apos;fmt &apos;-Chunk hat %1 Byte; er braucht mindestens 16</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the &apos;data&apos; chunk is empty</source>
        <translation>der &apos;data&apos;-Chunk ist leer</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>WAVE_FORMAT_EXTENSIBLE with a non-standard sub-format GUID; only PCM and IEEE float are supported</source>
        <translation>WAVE_FORMAT_EXTENSIBLE mit nicht standardmäßiger Subformat-GUID; nur PCM und IEEE-Float werden unterstützt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>WAVE_FORMAT_EXTENSIBLE carrying %1; only PCM and IEEE float are supported</source>
        <translation>WAVE_FORMAT_EXTENSIBLE mit %1; nur PCM und IEEE-Float werden unterstützt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>PCM with %1 bits per sample; supported are 8, 16, 24 and 32</source>
        <translation>PCM mit %1 Bit pro Sample; unterstützt werden 8, 16, 24 und 32</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>IEEE float with %1 bits per sample; only 32 is supported</source>
        <translation>IEEE-Float mit %1 Bit pro Sample; nur 32 wird unterstützt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1; only PCM and IEEE float WAV files are supported</source>
        <translation>%1; nur PCM- und IEEE-Float-WAV-Dateien werden unterstützt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the channel count is 0</source>
        <translation>die Kanalzahl ist 0</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the sample rate is 0</source>
        <translation>die Abtastrate ist 0</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 valid bits in a %2-bit container</source>
        <translation>%1 gültige Bits in einem %2-Bit-Container</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>block align %1 does not match %2 channel(s) × %3 bytes = %4</source>
        <translation>Block-Align %1 passt nicht zu Kanalzahl %2 × %3 Byte = %4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the data chunk has %1 bytes, not a whole number of %2-byte frames (the last frame is truncated)</source>
        <translation>der &apos;data&apos;-Chunk hat %1 Byte, keine ganze Zahl von %2-Byte-Frames (der letzte Frame ist abgeschnitten)</translation>
    </message>
</context>
<context>
    <name>soundstage::WavWriter</name>
    <message>
        <location filename="../core/audio/wavwriter.cpp" line="+87"/>
        <source>the format header has %1 bytes; a WAV needs at least 16</source>
        <translation>der Format-Header hat %1 Byte; eine WAV braucht mindestens 16</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+51"/>
        <source>the wave is too large for a RIFF file</source>
        <translation>die Wave ist zu groß für eine RIFF-Datei</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>%1 is not an MPEG wave; export it as WAV</source>
        <translation>%1 ist keine MPEG-Wave; exportieren Sie sie als WAV</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>soundstage::Wave</name>
    <message>
        <location filename="../core/records/wave.cpp" line="+99"/>
        <source>the format header is %1 bytes but only %2 remain</source>
        <translation>der Format-Header hat %1 Byte, es verbleiben aber nur %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the sample data is %1 bytes but only %2 remain</source>
        <translation>die Sample-Daten haben %1 Byte, es verbleiben aber nur %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>sample data</source>
        <translation>Sample-Daten</translation>
    </message>
</context>
<context>
    <name>soundstage::WaveDecoder</name>
    <message>
        <location filename="../core/audio/wavedecoder.cpp" line="+47"/>
        <source>WAVE_FORMAT_EXTENSIBLE with a non-standard sub-format GUID is not supported</source>
        <translation>WAVE_FORMAT_EXTENSIBLE mit nicht standardmäßiger Subformat-GUID wird nicht unterstützt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>WAVE_FORMAT_EXTENSIBLE carrying %1 is not supported</source>
        <translation>WAVE_FORMAT_EXTENSIBLE mit %1 wird nicht unterstützt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is not supported</source>
        <translation>%1 wird nicht unterstützt</translation>
    </message>
</context>
<context>
    <name>soundstage::WaveFormat</name>
    <message>
        <location filename="../core/audio/waveformat.cpp" line="+71"/>
        <source>the format header has %1 bytes; a WAVEFORMAT needs at least 16</source>
        <translation>der Format-Header hat %1 Byte; ein WAVEFORMAT braucht mindestens 16</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>a WAVE_FORMAT_EXTENSIBLE header needs 22 bytes after cbSize, this one has %1</source>
        <translation>ein WAVE_FORMAT_EXTENSIBLE-Header braucht 22 Byte nach cbSize, dieser hat %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+6"/>
        <source>format %1</source>
        <translation>Format %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>format %1 (%2)</source>
        <translation>Format %1 (%2)</translation>
    </message>
</context>
<context>
    <name>soundstage::WaveLoudness</name>
    <message>
        <location filename="../widgets/session/waveloudness.cpp" line="+266"/>
        <source>Measuring loudness…</source>
        <translation>Lautheit wird gemessen…</translation>
    </message>
</context>
<context>
    <name>soundstage::WaveformView</name>
    <message>
        <location filename="../widgets/audition/waveformview.cpp" line="+23"/>
        <source>Select a variant to see its wave</source>
        <translation>Wählen Sie eine Variante, um ihre Wave zu sehen</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>R</source>
        <translation>R</translation>
    </message>
</context>
<context>
    <name>soundstage::cli</name>
    <message>
        <location filename="../app/cli/clidat.cpp" line="+54"/>
        <source>no record %1 in this dat</source>
        <translation>kein Datensatz %1 in dieser Dat</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>record %1: %2</source>
        <translation>Datensatz %1: %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 (at the B-tree entry&apos;s size field, %2 bytes)</source>
        <translation>%1 (am Größenfeld des B-Baum-Eintrags, %2 Bytes)</translation>
    </message>
</context>
<context>
    <name>soundstage::gui</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+31"/>
        <source>Editor for the sound data of Asheron&apos;s Call client dats.</source>
        <translation>Editor für die Klangdaten der Client-Dats von Asheron&apos;s Call.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The dat to open (default: the demo dat).</source>
        <translation>Die zu öffnende Dat (Standard: die Demo-Dat).</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Usage: soundstage [DAT]</source>
        <translation>Aufruf: soundstage [DAT]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Try &apos;soundstage --help&apos;.</source>
        <translation>Mehr unter &apos;soundstage --help&apos;.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>one dat at a time (%1 were given)</source>
        <translation>nur eine Dat-Datei auf einmal (%1 angegeben)</translation>
    </message>
</context>
</TS>
