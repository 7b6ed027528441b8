## help: zh-CN

