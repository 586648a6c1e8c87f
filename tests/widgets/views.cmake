# The second wave of the editor (views branch): plots, listener, audition, ambient, QA.
foreach(name IN ITEMS tst_listenerview tst_oddschart tst_attenuationplot tst_qarunpanel tst_auditionworkbench
                      tst_ambientview tst_transport tst_motionpanel tst_motionhookoverride)
    soundstage_add_test(${name} SOURCES ${name}.cpp demofixture.h LIBS soundstage_widgets)
endforeach()
