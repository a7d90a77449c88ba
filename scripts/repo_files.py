"""The repository's files, as the check scripts see them.

What git tracks plus the untracked files it does not ignore, so that a new file is checked
before it is added. Outside a git checkout (a source tarball, the mutation benchmark's copy of
the tree) the folder is walked instead, leaving out `.git` and build folders.
"""
import os
import subprocess


def repo_files(root):
    """Paths relative to root, with forward slashes, of the files that exist."""
    try:
        out = subprocess.run(["git", "-C", root, "ls-files", "-z", "--cached", "--others",
                              "--exclude-standard"], capture_output=True, check=True,
                             timeout=120).stdout
        return [f for f in out.decode("utf-8", "replace").split("\0")
                if f and os.path.exists(os.path.join(root, f))]
    except (OSError, subprocess.CalledProcessError):  # not a git checkout: walk the folder
        files = []
        for folder, subdirs, names in os.walk(root):
            subdirs[:] = [d for d in subdirs if d != ".git" and not d.startswith("build")]
            files += [os.path.relpath(os.path.join(folder, n), root).replace(os.sep, "/")
                      for n in names]
        return files
