// The one place that turns a chosen file into what it was chosen for, whichever dialog chose it.
#include "ui/intent.h"

namespace xq {

Intent chosen_file_intent(bool save, FileUse use, const std::string& path,
                          const PictureOptions& picture) {
    switch (use) {
        case FileUse::PICTURE:
        case FileUse::ANIMATION:  // a picture: the game's file stays as it is
            return intent::SavePicture{path, picture, use == FileUse::ANIMATION};
        case FileUse::COLLECTION:
            return intent::OpenCollection{path};
        case FileUse::ENGINE:
            return intent::ChooseEnginePath{path};
        case FileUse::GAME:
            break;
    }
    if (save) return intent::SavePgn{path};
    return intent::LoadPgn{path};
}

}  // namespace xq
