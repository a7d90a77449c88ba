; The Windows installer (NSIS 3, Debian's makensis): scripts/build-windows-installer.sh runs
;   makensis -DVERSION=<version> -DSTAGE=<the unpacked zip's folder> -DOUTFILE=<setup.exe>
; Per user, without administrator rights: the programs go to %LOCALAPPDATA%\Programs\Xiangqi,
; a Start-menu entry to the user's Start menu, the uninstaller into the user's Add/Remove
; programs (HKCU). /S installs and uninstalls silently. The uninstaller removes exactly what
; was installed; the settings and saved games (%APPDATA%\xiangqi, Documents) are the player's.
; A 64-bit installer for 64-bit programs; it also runs under Debian's wine64, which has no
; 32-bit side for NSIS's default x86 stub.
Target amd64-unicode
!ifndef VERSION | STAGE | OUTFILE
  !error "define VERSION, STAGE and OUTFILE (scripts/build-windows-installer.sh)"
!endif
!include "FileFunc.nsh"

!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Xiangqi"
Name "Xiangqi ${VERSION}"
OutFile "${OUTFILE}"
RequestExecutionLevel user
InstallDir "$LOCALAPPDATA\Programs\Xiangqi"
SetCompressor /SOLID lzma
ManifestDPIAware true
BrandingText "Xiangqi ${VERSION}"

; The pages in English or Chinese, whichever the system's language is (English otherwise).
LoadLanguageFile "${NSISDIR}\Contrib\Language files\English.nlf"
LoadLanguageFile "${NSISDIR}\Contrib\Language files\SimpChinese.nlf"
LoadLanguageFile "${NSISDIR}\Contrib\Language files\TradChinese.nlf"

Page directory
Page instfiles
UninstPage uninstConfirm
UninstPage instfiles

Section "Xiangqi"
  SetShellVarContext current
  SetOutPath "$INSTDIR"
  File "${STAGE}\xiangqi.exe"
  File "${STAGE}\xiangqi-engine.exe"
  File "${STAGE}\README.txt"
  File /r "${STAGE}\assets"
  File /r "${STAGE}\fonts"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  CreateShortcut "$SMPROGRAMS\Xiangqi.lnk" "$INSTDIR\xiangqi.exe" "" "$INSTDIR\xiangqi.exe" 0
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "Xiangqi"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "The xiangqi project"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\xiangqi.exe"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" $0
SectionEnd

Section "Uninstall"
  SetShellVarContext current
  Delete "$SMPROGRAMS\Xiangqi.lnk"
  Delete "$INSTDIR\xiangqi.exe"
  Delete "$INSTDIR\xiangqi-engine.exe"
  Delete "$INSTDIR\README.txt"
  RMDir /r "$INSTDIR\assets"
  RMDir /r "$INSTDIR\fonts"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"  ; only when empty: nothing of the player's is removed
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
SectionEnd
